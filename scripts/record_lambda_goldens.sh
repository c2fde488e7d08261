#!/usr/bin/env bash
# Records the host-file goldens for tests/emit_lambda_test.ts from the real cudafe++ 13.0. The
# inputs (tests/fixtures/lambda/inputs/NAME.ii) are small hand-written preprocessed files without
# system headers (the ones with extended lambdas declare cuda_runtime.h's injection point,
# `struct __nv_lambda_preheader_injection`, under a `# 124 ".../cuda_runtime.h"` marker, the way
# nvcc's preprocessing leaves it), so the outputs may be committed.
#
#   scripts/record_lambda_goldens.sh        # rewrites tests/fixtures/lambda/host/
#
# For each input and flag set SET (tests/fixtures/lambda/flagsets.txt: SET<TAB>flags; a set
# applies to every input unless the input's name matches the optional third column, a glob):
#   host/NAME.SET.cpp : cudafe++ FLAGS --orig_src_file_name NAME.cu --orig_src_path_name
#                       /src/NAME.cu --gen_c_file_name ... --stub_file_name NAME.stub.c NAME.ii
# Inputs the binary rejects are reported and skipped.
set -euo pipefail
command -v cudafe++ >/dev/null || { echo "cudafe++ not on PATH" >&2; exit 1; }
here=$(cd "$(dirname "$0")/.." && pwd)
fx=$here/tests/fixtures/lambda
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
rm -rf "$fx/host"
mkdir -p "$fx/host"
cd "$tmp"
for in in "$fx"/inputs/*.ii; do
  name=$(basename "$in" .ii)
  cp "$in" "$name.ii"
  while IFS=$'\t' read -r set flags glob; do
    case "$set" in '#'*|'') continue ;; esac
    # shellcheck disable=SC2254
    if [ -n "${glob:-}" ]; then case "$name" in $glob) ;; *) continue ;; esac; fi
    rm -f out.cpp
    # shellcheck disable=SC2086
    if cudafe++ $flags --orig_src_file_name "$name.cu" --orig_src_path_name "/src/$name.cu" \
        --gen_c_file_name out.cpp --stub_file_name "$name.stub.c" "$name.ii" 2>err.txt; then
      cp out.cpp "$fx/host/$name.$set.cpp"
    else
      echo "skip $name.$set (rc $?): $(head -1 err.txt)"
    fi
  done < "$fx/flagsets.txt"
done
echo "recorded $(ls "$fx/host" | wc -l) host files"
