package main

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand/v2"

	"github.com/sudokugo/sudoku"
)

// runGenerate is the generate command.
func runGenerate(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	n := fs.Int("n", 1, "make `N` puzzles")
	seed := fs.Uint64("seed", 0,
		"make the puzzles from seed `S` (default: a random seed, reported on standard error)")
	solution := fs.Bool("solution", false, "write each puzzle's solution after it")
	format := formatFlag(fs)
	workers := workersFlag(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if code, ok := checkFormat(fs, *format); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	case *n < 0:
		return usageError(fs, "-n must not be negative")
	}
	w, ok := workerCount(fs, *workers)
	if !ok {
		return exitUsage
	}
	if !flagSet(fs, "seed") {
		*seed = rand.Uint64()
		fmt.Fprintf(e.stderr, "%s: -seed %d\n", fs.Name(), *seed)
	}
	g := generator{seed: *seed, solution: *solution, grid: *format == formatGrid}
	return g.run(e, fs.Name(), *n, w)
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// A generator makes the puzzles of one run of the generate command.
// Options of later generators (symmetry, level, clues) belong here.
type generator struct {
	seed     uint64 // the run's seed
	solution bool   // write solutions too
	grid     bool   // write grids rather than lines
}

// A span is a range [lo, hi) of puzzle indices, the unit of work.
type span struct{ lo, hi int }

// run writes n puzzles, made by workers goroutines, in the order of their
// indices.
func (g generator) run(e *env, label string, n, workers int) int {
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	prog := newProgress(e.stderr, e.stderrTerminal, label)
	prog.total = int64(n)
	// Small spans: a puzzle takes a millisecond or so, and the output
	// should flow as soon as it is made.
	const step = 8
	next := 0
	nextSpan := func() (span, bool) {
		if next >= n {
			return span{}, false
		}
		s := span{next, min(next+step, n)}
		next = s.hi
		return s, true
	}
	prog.run()
	ordered(workers, 4*workers, nextSpan, g.make,
		func(r made) {
			out.Write(r.out)
			prog.done.Add(int64(r.n))
		},
		func() { out.Flush() })
	prog.finish()
	return flushOutput(e, out, exitOK)
}

// made is the output for the puzzles of a span.
type made struct {
	out []byte
	n   int // the puzzles in out
}

// make makes the puzzles of span s.
func (g generator) make(s span) made {
	var b []byte
	for i := s.lo; i < s.hi; i++ {
		p, sol := sudoku.Generate(sudoku.NewMulberry32(puzzleSeed(g.seed, i)))
		b = g.appendPuzzle(b, p, sol)
	}
	return made{b, s.hi - s.lo}
}

// appendPuzzle appends to b the output for one puzzle.
func (g generator) appendPuzzle(b []byte, p, sol sudoku.Grid) []byte {
	if g.grid {
		b = append(b, p.Pretty()...)
		if g.solution {
			b = append(b, '\n')
			b = append(b, sol.Pretty()...)
		}
		return append(b, '\n')
	}
	b = append(b, p.String()...)
	if g.solution {
		b = append(b, '\t')
		b = append(b, sol.String()...)
	}
	return append(b, '\n')
}

// puzzleSeed returns the seed of the generator of puzzle i of a run: the
// high 32 bits of the SplitMix64 output for the state seed + (i+1)·γ,
// where γ is SplitMix64's increment. Any two puzzles of a run, and the
// same index in runs with different seeds, get unrelated seeds, and the
// puzzle depends on the run's seed and its index only, not on the number
// of workers. This mapping is part of the command's promise: a seed gives
// the same puzzles in every v1 release.
func puzzleSeed(seed uint64, i int) uint32 {
	const gamma = 0x9E3779B97F4A7C15
	z := seed + uint64(i+1)*gamma
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	z ^= z >> 31
	return uint32(z >> 32)
}
