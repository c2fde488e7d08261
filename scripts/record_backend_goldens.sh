#!/usr/bin/env bash
# Records the back-end goldens from the real cudafe++ (13.0) for tests/emit_host_test.ts,
# tests/module_id_test.ts and the host reference array tests. The inputs are tiny header-less
# preprocessed files, so the outputs contain no system headers and may be committed.
#
#   scripts/record_backend_goldens.sh            # rewrites tests/fixtures/backend/{host,ids}/
#
# host/NAME.FLAGSET.cpp : cudafe++ FLAGS --gen_c_file_name .. --stub_file_name NAME.stub.c
#                         --module_id_file_name mid.txt NAME.ii   (read mode, mid.txt = "MID")
# ids/NAME.mid          : write mode with nvcc's flags, --orig_src_file_name NAME.cu
#                         --orig_src_path_name /src/NAME.cu (only when deterministic)
# host/NAME.nvccw.cpp   : the host file of that write-mode run
# ids/modid.txt         : name<TAB>id for modid_cases.txt
# ids/seed.txt          : seed<TAB>id for `static int s;` with --frandom-seed
# ids/fallback.txt      : cwd<TAB>mtime (s since epoch, TZ=UTC)<TAB>id for the no-entity fallback
set -euo pipefail
command -v cudafe++ >/dev/null || { echo "cudafe++ not on PATH" >&2; exit 1; }
here=$(cd "$(dirname "$0")/.." && pwd)
fx=$here/tests/fixtures/backend
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export TZ=UTC
rm -rf "$fx/host" "$fx/ids"
mkdir -p "$fx/host" "$fx/ids"
printf 'MID' > "$tmp/mid.txt"
NVCC="--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --allow_managed --m64 --parse_templates"

cd "$tmp"
for in in "$fx"/inputs/*.ii; do
  name=$(basename "$in" .ii)
  cp "$in" "$name.ii"
  while IFS=$'\t' read -r set flags; do
    case "$set" in '#'*|'') continue ;; esac
    # shellcheck disable=SC2086
    if cudafe++ $flags --gen_c_file_name out.cpp --stub_file_name "$name.stub.c" \
        --module_id_file_name mid.txt "$name.ii" 2>err.txt; then
      cp out.cpp "$fx/host/$name.$set.cpp"
    else
      echo "skip $name.$set (rc $?): $(head -1 err.txt)"
    fi
    rm -f out.cpp
  done < "$fx/flagsets.txt"
  ids=()
  for run in 1 2; do
    # shellcheck disable=SC2086
    cudafe++ $NVCC --orig_src_file_name "$name.cu" --orig_src_path_name "/src/$name.cu" \
      --gen_c_file_name out.cpp --stub_file_name "$name.stub.c" --gen_module_id_file \
      --module_id_file_name "$name.mid" "$name.ii" 2>/dev/null || true
    ids+=("$(cat "$name.mid" 2>/dev/null || true)")
  done
  if [ -n "${ids[0]}" ] && [ "${ids[0]}" = "${ids[1]}" ]; then
    cp "$name.mid" "$fx/ids/$name.mid"
    cp out.cpp "$fx/host/$name.nvccw.cpp"
  fi
  rm -f out.cpp "$name.mid"
done

: > "$fx/ids/modid.txt"
while IFS=$'\t' read -r name entity src; do
  case "$name" in '#'*|'') continue ;; esac
  printf '%b' "$src" > "m.ii"
  # shellcheck disable=SC2086
  cudafe++ $NVCC --orig_src_file_name "$name.cu" --orig_src_path_name "/src/$name.cu" \
    --gen_c_file_name out.cpp --stub_file_name m.stub.c --gen_module_id_file \
    --module_id_file_name m.mid m.ii
  printf '%s\t%s\n' "$name" "$(cat m.mid)" >> "$fx/ids/modid.txt"
done < "$fx/modid_cases.txt"

printf 'static int s;\n' > p3.ii
: > "$fx/ids/seed.txt"
for seed in 123 0x1F 012 +7 abc 12abc 4294967296; do
  # shellcheck disable=SC2086
  cudafe++ $NVCC --orig_src_file_name p3.cu --orig_src_path_name /src/p3.cu --frandom-seed="$seed" \
    --gen_c_file_name out.cpp --stub_file_name p3.stub.c --gen_module_id_file \
    --module_id_file_name p3.mid p3.ii
  printf '%s\t%s\n' "$seed" "$(cat p3.mid)" >> "$fx/ids/seed.txt"
done

cp p3.ii fb.cu
touch -d @1704164645 fb.cu
# shellcheck disable=SC2086
cudafe++ $NVCC --orig_src_file_name fb.cu --orig_src_path_name /src/fb.cu \
  --gen_c_file_name out.cpp --stub_file_name fb.stub.c --gen_module_id_file \
  --module_id_file_name fb.mid p3.ii
printf '%s\t%s\t%s\n' "$tmp" 1704164645 "$(cat fb.mid)" > "$fx/ids/fallback.txt"
echo "recorded $(ls "$fx/host" | wc -l) host files, $(ls "$fx/ids" | wc -l) id files"
