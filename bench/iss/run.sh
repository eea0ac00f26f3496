#!/bin/sh
# run.sh ISSDIR [rounds]: measure this module's solver beside the
# Interactive Sudoku Solver (ISS) on ISS's own puzzles, and print the table.
#
# ISSDIR is an extracted checkout of
# github.com/sigh/Interactive-Sudoku-Solver. The script converts ISS's
# puzzles (unless CONVERT=0, which keeps bench/iss/testdata/puzzles.jsonl
# as it is), then runs the rounds interleaved, one ISS round then one of
# ours, each in its own process with its own warm-up, and prints the
# table from the per-puzzle medians. Run it from anywhere in the module.
#
# Environment: TIMEOUT (default 10s) bounds each of our counts; OUT
# (default a new temporary directory) keeps the timings; MAXBT (default
# 1000000) caps ISS's backtracks per puzzle during the conversion; ISS
# names a timing file of ISS kept from an earlier run (its iss.jsonl):
# then ISS is not run again, only our rounds are, and the conversion is
# kept (CONVERT defaults to 0), since ISS's times belong to it.
set -eu

if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: $0 ISSDIR [rounds]" >&2
	exit 2
fi
iss=$1
rounds=${2:-3}
here=$(cd "$(dirname "$0")" && pwd)
puzzles=$here/testdata/puzzles.jsonl
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"

saved=${ISS:-}
if [ -n "$saved" ]; then
	# Resolve it before any cd; it may be inside OUT.
	saved=$(cd "$(dirname "$saved")" && pwd)/$(basename "$saved")
	[ -r "$saved" ] || { echo "$0: cannot read ISS=$saved" >&2; exit 2; }
	convert=${CONVERT:-0}
else
	convert=${CONVERT:-1}
fi
if [ "$convert" != 0 ]; then
	echo "converting ISS's puzzles into $puzzles" >&2
	node "$here/iss.mjs" convert "$iss" "${MAXBT:-1000000}" \
		>"$out/puzzles.jsonl" 2>"$out/convert.log"
	cp "$out/puzzles.jsonl" "$puzzles"
fi
# ISS's solutions must keep the converted rules; a break is a bug of the
# conversion (or a meaning that differs), reported but not fatal.
node "$here/iss.mjs" check "$puzzles" >&2 || true

(cd "$here" && go build -o "$out/ours" .)
: >"$out/ours.jsonl"
if [ -n "$saved" ]; then
	echo "ISS's times from $saved" >&2
	if [ "$saved" != "$out/iss.jsonl" ]; then
		cp "$saved" "$out/iss.jsonl"
	fi
else
	: >"$out/iss.jsonl"
fi
r=1
while [ "$r" -le "$rounds" ]; do
	if [ -z "$saved" ]; then
		echo "round $r of $rounds: ISS" >&2
		node "$here/iss.mjs" time "$iss" "$puzzles" 1 >>"$out/iss.jsonl"
	fi
	echo "round $r of $rounds: ours" >&2
	"$out/ours" -rounds 1 -timeout "${TIMEOUT:-10s}" "$puzzles" >>"$out/ours.jsonl"
	r=$((r + 1))
done

echo "timings in $out" >&2
node "$here/iss.mjs" table "$puzzles" "$out/iss.jsonl" "$out/ours.jsonl"
