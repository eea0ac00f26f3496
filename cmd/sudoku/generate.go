package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/sudokugo/sudoku"
)

// runGenerate is the generate command.
func runGenerate(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	n := fs.Int("n", 1, "make `N` puzzles")
	var seed seedValue
	fs.Var(&seed, "seed",
		"make the puzzles from seed `S` (default: a random seed, reported on standard error)")
	solution := fs.Bool("solution", false, "write each puzzle's solution after it")
	format := generateFormatFlag(fs)
	var sym sudoku.Symmetry
	fs.TextVar(&sym, "symmetry", sudoku.NoSymmetry,
		"the `pattern` the clues keep: none, rot180, rot90, mirror-lr, mirror-ud, "+
			"mirror, diagonal, antidiagonal or diagonals")
	var clues intRange
	fs.Var(&clues, "clues",
		"keep the number of clues in `MIN-MAX` (either may be left out: 24-, -30)")
	minimal := fs.Bool("minimal", false,
		"make only puzzles from which no clue can be removed "+
			"(without -symmetry and -clues MIN they always are)")
	tries := fs.Int("tries", 0,
		"draw at most `N` grids for each puzzle (default: the library's, "+
			strconv.Itoa(sudoku.DefaultMaxTries)+")")
	timeout := fs.Duration("timeout", 0, "stop the run after `D` (default: no limit)")
	var level levelValue
	fs.Var(&level, "level",
		"make puzzles of the `level` any, easy, medium, hard, expert or extreme")
	var rating ratingRange
	fs.Var(&rating, "rating",
		"keep the rating in `MIN-MAX` on the Sudoku Explainer scale (as -clues)")
	grade := fs.Bool("grade", false,
		"write each puzzle's rating and level after it (implied by -level and -rating)")
	rules := rulesFlag(fs, true)
	workers := workersFlag(fs)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if code, ok := checkGenerateFormat(fs, *format, *n, *solution); !ok {
		return code
	}
	switch {
	case fs.NArg() > 0:
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	case *n < 1:
		return usageError(fs, "-n must be at least 1")
	case *tries < 0:
		return usageError(fs, "-tries must not be negative")
	case *timeout < 0:
		return usageError(fs, "-timeout must not be negative")
	}
	w, ok := workerCount(fs, *workers)
	if !ok {
		return exitUsage
	}
	g := generator{
		solution: *solution,
		grid:     *format == formatGrid,
		gen: sudoku.Generator{
			Symmetry:  sym,
			Minimal:   *minimal,
			MinClues:  clues.lo,
			MaxClues:  clues.hi,
			Level:     sudoku.Level(level),
			MinRating: rating.lo,
			MaxRating: rating.hi,
			Grade:     *grade || level != 0 || rating != (ratingRange{}),
			MaxTries:  *tries,
			Layout:    rules.layout,
		},
	}
	if !zeroRules(&rules.rules) {
		g.gen.Rules = &rules.rules
	}
	if err := g.check(); err != nil {
		return usageError(fs, "%v", err)
	}
	if !flagSet(fs, "seed") {
		seed = seedValue(rand.Uint64())
		fmt.Fprintf(e.stderr, "%s: -seed %d\n", fs.Name(), uint64(seed))
	}
	g.seed = uint64(seed)
	ctx := context.Background()
	if *timeout > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *timeout)
		defer cancel()
	}
	if *format == formatSVG || *format == formatHTML {
		return drawGenerated(e, *format, *solution, func(e *env) int {
			return g.run(ctx, e, fs.Name(), *n, w, *timeout)
		})
	}
	return g.run(ctx, e, fs.Name(), *n, w, *timeout)
}

// flagSet reports whether the flag name was given on the command line.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// A generator makes the puzzles of one run of the generate command.
type generator struct {
	seed     uint64           // the run's seed
	solution bool             // write solutions too
	grid     bool             // write grids rather than lines
	gen      sudoku.Generator // its Grade asks for the grade to be written
}

// check reports options that the library rejects, before any work.
func (g generator) check() error {
	// A done context ends the call at once, after the options are
	// checked.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := g.gen.Generate(ctx, sudoku.NewMulberry32(0))
	if errors.Is(err, sudoku.ErrOptions) {
		return err
	}
	return nil
}

// A span is a range [lo, hi) of puzzle indices, the unit of work.
type span struct{ lo, hi int }

// run writes n puzzles, made by workers goroutines, in the order of their
// indices, until ctx is done.
func (g generator) run(ctx context.Context, e *env, label string, n, workers int,
	timeout time.Duration) int {
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	prog := newProgress(e.stderr, e.stderrTerminal, label)
	prog.total = int64(n)
	// Small spans: a puzzle takes a millisecond or so, and the output
	// should flow as soon as it is made.
	const step = 8
	next := 0
	nextSpan := func() (span, bool) {
		if next >= n || ctx.Err() != nil {
			return span{}, false
		}
		s := span{next, min(next+step, n)}
		next = s.hi
		return s, true
	}
	// written counts the puzzles written; once a span is cut short by
	// ctx, nothing after it is written, so the output is always the
	// first puzzles of the run.
	written, stopped, bad := 0, false, false
	work := func(s span) made { return g.make(ctx, s) }
	prog.run()
	ordered(workers, windowFor(workers), nextSpan, work,
		func(r made) {
			if stopped {
				return
			}
			out.Write(r.out)
			for _, msg := range r.errs {
				fmt.Fprintln(prog, msg)
				bad = true
			}
			written += r.n
			stopped = r.stopped
			prog.done.Add(int64(r.n))
		},
		func() { out.Flush() })
	prog.finish()
	if written < n {
		fmt.Fprintf(e.stderr, "%s: stopped after -timeout %v: made %d of %d puzzles\n",
			label, timeout, written, n)
		bad = true
	}
	code := exitOK
	if bad {
		code = exitBad
	}
	return flushOutput(e, out, code)
}

// made is the output for the puzzles of a span.
type made struct {
	out     []byte
	errs    []string // messages for standard error
	n       int      // the puzzles in out, including markers
	stopped bool     // whether ctx ended the span early
}

// make makes the puzzles of span s. A puzzle for which the generator's
// budget runs out gets a marker line and a message; when ctx is done,
// make stops.
func (g generator) make(ctx context.Context, s span) made {
	var m made
	for i := s.lo; i < s.hi; i++ {
		r := newPuzzleRand(g.seed, i)
		res, err := g.gen.Generate(ctx, r)
		if err != nil && ctx.Err() != nil {
			m.stopped = true
			break
		}
		m.n++
		if err != nil {
			m.out = g.appendMarker(m.out)
			m.errs = append(m.errs, fmt.Sprintf("sudoku generate: puzzle %d: %v", i, err))
			continue
		}
		var gr *sudoku.Grade
		if g.gen.Grade {
			gr = &res.Grade
		}
		if res.Rules != nil {
			m.out, err = g.appendVariant(m.out, res.Puzzle, res.Solution, res.Rules)
			if err != nil {
				m.out = g.appendMarker(m.out)
				m.errs = append(m.errs, fmt.Sprintf("sudoku generate: puzzle %d: %v", i, err))
			}
			continue
		}
		m.out = g.appendPuzzle(m.out, res.Puzzle, res.Solution, gr)
	}
	return m
}

// appendMarker appends to b the marker that stands for a puzzle that was
// not made.
func (g generator) appendMarker(b []byte) []byte {
	if g.grid {
		return append(b, "-\n\n"...)
	}
	return append(b, "-\n"...)
}

// appendPuzzle appends to b the output for one puzzle: the puzzle, its
// grade when gr is not nil, and its solution when asked.
func (g generator) appendPuzzle(b []byte, p, sol sudoku.Grid, gr *sudoku.Grade) []byte {
	if g.grid {
		b = append(b, p.Pretty()...)
		if gr != nil {
			b = fmt.Appendf(b, "rating %.1f, %v\n", gr.Rating, gr.Level)
		}
		if g.solution {
			// The line "solution" marks the grid after it as the
			// answer, which the commands skip when they read the
			// output back.
			b = append(b, "\nsolution\n"...)
			b = append(b, sol.Pretty()...)
		}
		return append(b, '\n')
	}
	b = appendLine(b, &p)
	if gr != nil {
		b = appendGrade(b, *gr)
		b = b[:len(b)-1]
	}
	if g.solution {
		b = append(b, '\t')
		b = appendLine(b, &sol)
	}
	return append(b, '\n')
}

// appendVariant appends to b the output for one puzzle with rules beyond
// classic Sudoku, since a line of 81 cells would lose them: the puzzle as
// a line of JSON, the form of [sudoku.Puzzle], followed by its solution
// after a tab when asked. With -format grid, the drawings of the puzzle
// and its solution follow as comment lines, which the commands skip when
// they read the output back, and a blank line ends the puzzle.
func (g generator) appendVariant(b []byte, p, sol sudoku.Grid, rs *sudoku.Rules) ([]byte, error) {
	line, err := json.Marshal(sudoku.Puzzle{Grid: p, Rules: *rs})
	if err != nil {
		return b, err
	}
	b = append(b, line...)
	if !g.grid {
		if g.solution {
			b = append(b, '\t')
			b = appendLine(b, &sol)
		}
		return append(b, '\n'), nil
	}
	b = append(b, '\n')
	b = appendComment(b, p.Pretty())
	if g.solution {
		b = append(b, "#\n"...)
		b = appendComment(b, sol.Pretty())
	}
	return append(b, '\n'), nil
}

// appendComment appends to b the lines of text, each made a comment by a
// leading "# ".
func appendComment(b []byte, text string) []byte {
	for line := range strings.Lines(text) {
		b = append(b, "# "...)
		b = append(b, line...)
	}
	return b
}
