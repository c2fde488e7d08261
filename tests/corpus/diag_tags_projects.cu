// Diagnostic tags that real projects name in #pragma nv_diag_suppress (EDG's own warnings,
// libcu++'s documented idiom before a __shared__ cuda::barrier): the binary accepts every one
// quietly, and the tags of warnings cudafe-ts implements really suppress them.
#pragma nv_diag_suppress boolean_controlling_expr_is_constant
#pragma nv_diag_suppress code_is_unreachable
#pragma nv_diag_suppress esa_on_defaulted_function_ignored
#pragma nv_diag_suppress set_but_not_used
#pragma nv_diag_suppress declared_but_not_referenced
#pragma nv_diag_suppress cc_clobber_ignored
#pragma nv_diag_suppress field_without_dll_interface
#pragma nv_diag_suppress base_class_has_different_dll_interface
#pragma nv_diag_suppress dll_interface_conflict_none_assumed
#pragma nv_diag_suppress dll_interface_conflict_dllexport_assumed
#pragma nv_diag_suppress extra_semicolon
#pragma nv_diag_suppress static_var_with_dynamic_init
#pragma nv_diag_suppress bad_friend_decl
#pragma nv_diag_suppress partial_override
#pragma nv_diag_suppress branch_past_initialization
#include <cstdio>

__global__ void scale(float *x, float a, unsigned n) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}

#pragma nv_diag_suppress unsigned_compare_with_zero
int positive(unsigned n) { return n >= 0u ? 1 : 0; }
#pragma nv_diag_default unsigned_compare_with_zero

#pragma nv_diag_suppress useless_type_qualifier_on_return_type
const int answer();
#pragma nv_diag_suppress implicit_return_from_non_void_function
int missing(int v) { if (v > 0) return v; }
#pragma nv_diag_suppress integer_sign_change
unsigned wrap = -1 < 0u ? 1u : 2u;

struct Base { virtual void f(int); };
#pragma nv_diag_suppress virtual_function_decl_hidden
struct Derived : Base { void f(float); };

int main() {
  float *x = nullptr;
  scale<<<1, 32>>>(x, 2.0f, 0);
  std::printf("%d %d\n", positive(3u), missing(1));
  return 0;
}
