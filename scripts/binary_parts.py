#!/usr/bin/env python3
"""What each part of a built holical costs: the sizes of its symbols, summed by module.

Usage: scripts/binary_parts.py [BINARY]   (default .build/release/holical, unstripped)

Reads `nm --print-size` of a binary that still has its symbol table (the build's own, before
`make install` strips it) and sums the sizes of code and data by the Swift module that
defines them (from the mangled name), with C and C++ parts grouped by what they are:
ICU's data and code, the Swift runtime, SQLite is not counted (linked dynamically).
Prints a Markdown table, largest first; docs/architecture.md, "The binary", quotes it.
"""
import re
import subprocess
import sys
from collections import Counter

binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/holical"
listing = subprocess.run(
    ["nm", "--print-size", "--size-sort", binary], check=True, capture_output=True, text=True
).stdout

swift_module = re.compile(r"^\$s(\d+)")
parts = Counter()
for line in listing.splitlines():
    fields = line.split()
    if len(fields) != 4:
        continue
    size, name = int(fields[1], 16), fields[3]
    lower = name.lower()
    if "icu" in lower or name.startswith(("u_", "ucase_", "ubidi_", "uprops_", "ucol_", "ures_", "udata_")):
        part = "ICU (Unicode data and code)"
    elif (match := swift_module.match(name)) is not None:
        length = int(match.group(1))
        start = match.end()
        module = name[start:start + length]
        # A declaration in an extension is named after the extended type's module first,
        # then its own (`E` after it): the countries extend HolidayEngine's types from
        # HolidayRegions (`...0A7RegionsE...`, "Holiday" substituted).
        part = "HolidayRegions" if module == "HolidayEngine" and "0A7RegionsE" in name else module
    elif name.startswith("$ss"):
        part = "Swift"
    elif name.startswith(("__CF", "_CF", "CF")):
        part = "CoreFoundation"
    elif name.startswith("_Z"):
        part = "C++ (Swift runtime, TOMLKit's toml++)"
    else:
        part = "C (runtime, libdispatch, ...)"
    parts[part] += size

total = sum(parts.values())
print("| part | size (MB) |")
print("|---|---:|")
for part, size in parts.most_common():
    if size >= 50_000:
        print(f"| {part} | {size / 1e6:.2f} |")
rest = sum(size for size in parts.values() if size < 50_000)
print(f"| everything else | {rest / 1e6:.2f} |")
print(f"| total of symbols | {total / 1e6:.2f} |")
