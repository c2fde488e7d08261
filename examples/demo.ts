/**
 * The demo: runs cudafe-ts on the bundled example with the flags nvcc passes to cudafe++, then
 * says where the host file and the module id went.
 *
 *   deno task demo
 */
import { fileURLToPath } from "node:url";
import { main } from "../cli.ts";

const dir = fileURLToPath(new URL(".", import.meta.url));
const out = `${dir}out`;
Deno.mkdirSync(out, { recursive: true });
const host = `${out}/hello.cudafe1.cpp`;
const id = `${out}/hello.module_id`;
const args = [
  // what `nvcc -c hello.cu` passes to cudafe++ (see `nvcc --dryrun`)
  "--c++17",
  "--static-host-stub",
  "--device-hidden-visibility",
  "--gnu_version=120200",
  "--display_error_number",
  "--orig_src_file_name",
  "hello.cu",
  "--allow_managed",
  "--m64",
  "--parse_templates",
  "--gen_c_file_name",
  host,
  "--stub_file_name",
  "hello.cudafe1.stub.c",
  "--gen_module_id_file",
  "--module_id_file_name",
  id,
  `${dir}hello.cpp4.ii`,
];
console.log(`cudafe-ts ${args.join(" ")}`);
const code = main(args);
if (code === 0) {
  const text = Deno.readTextFileSync(host);
  console.log(`\nhost file: ${host} (${text.split("\n").length - 1} lines)`);
  console.log(`module id: ${id} = ${Deno.readTextFileSync(id)}`);
  console.log("\nThe kernel and the device function, as the host compiler will see them:\n");
  const body = text.slice(
    text.indexOf('# 3 "hello.cu"'),
    text.indexOf('# 1 "hello.cudafe1.stub.c"'),
  );
  console.log(body.trimEnd());
}
Deno.exit(code);
