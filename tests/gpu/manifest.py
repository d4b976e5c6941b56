"""Turns `bazel query --output=xml` of the GPU-tagged sh_tests into the
pack's manifest: one line per run, `test launch program [VAR=VALUE ...]`."""

import sys
import xml.etree.ElementTree as ET


def runs(xml_path: str):
    for rule in ET.parse(xml_path).getroot().iter("rule"):
        name = rule.get("name")
        package = name.split(":")[0]
        args = [s.get("value") for s in rule.findall("./list[@name='args']/string")]
        if len(args) < 2 or not args[1].startswith("$(location "):
            raise SystemExit(f"{name}: expected args [launch, $(location PROGRAM)], got {args}")
        program = args[1][len("$(location "):-1]
        if program.startswith(":"):
            program = package + program
        env = {}
        for pair in rule.findall("./dict[@name='env']/pair"):
            key, value = (s.get("value") for s in pair.findall("string"))
            env[key] = value
        yield name.split(":")[1], args[0], program, env, args[2:]


def main() -> None:
    print("# test launch program [VAR=VALUE ...]: made by tests/gpu/pack.sh")
    for test, launch, program, env, extra in sorted(runs(sys.argv[1])):
        if extra:
            raise SystemExit(f"{test}: extra program arguments are not supported by the pack: {extra}")
        fields = [test, launch, program] + [f"{k}={v}" for k, v in sorted(env.items())]
        if any(" " in f for f in fields):
            raise SystemExit(f"{test}: a field contains a space: {fields}")
        print(" ".join(fields))


if __name__ == "__main__":
    main()
