#!/usr/bin/env python3
"""numpy's answer to `holical busdays --batch --include-start`, for comparison.

    busdays_numpy.py PAIRS HOLIDAYS [OUTPUT] [--weekmask 1111100]

PAIRS holds lines "FROM TO" (YYYY-MM-DD, separated by blanks); HOLIDAYS one date per line.
Writes one count per line to OUTPUT (default: standard output) and the time of each step
to standard error. numpy's busday_count counts FROM and not TO (negative when TO is
earlier), which is holical's `--include-start`. A development aid: no test depends on it;
`holical-bench busdays` runs it when numpy is importable.
"""
import sys
import time

import numpy as np


def main(argv):
    args = [a for a in argv[1:]]
    weekmask = "1111100"
    if "--weekmask" in args:
        at = args.index("--weekmask")
        weekmask = args[at + 1]
        del args[at:at + 2]
    if len(args) not in (2, 3):
        sys.exit(__doc__)
    start = time.perf_counter()
    pairs = np.loadtxt(args[0], dtype="datetime64[D]", ndmin=2)
    holidays = np.loadtxt(args[1], dtype="datetime64[D]", ndmin=1)
    loaded = time.perf_counter()
    counts = np.busday_count(pairs[:, 0], pairs[:, 1], weekmask=weekmask, holidays=holidays)
    counted = time.perf_counter()
    text = "\n".join(map(str, counts.tolist()))
    if args[2:]:
        with open(args[2], "w") as out:
            out.write(text + "\n" if text else "")
    else:
        sys.stdout.write(text + "\n" if text else "")
    written = time.perf_counter()
    print(f"load {loaded - start:.3f} s, busday_count {counted - loaded:.3f} s, "
          f"write {written - counted:.3f} s, lines {len(counts)}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv)
