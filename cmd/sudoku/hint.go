package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"strconv"

	"github.com/sudokugo/sudoku"
)

// exitMistake is the exit status of hint and path for a position in which
// the player's entries or pencil marks contradict the solution.
const exitMistake = 3

// The levels of detail of a hint, chosen with -level.
var hintLevels = map[string]func(sudoku.Step) string{
	"nudge":   sudoku.Step.Nudge,
	"pointer": sudoku.Step.Pointer,
	"explain": sudoku.Step.Explain,
}

// runHint is the hint command: the next step from a puzzle or a position.
func runHint(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	level := fs.String("level", "explain",
		"the `detail` of the hint: nudge (the technique and where), "+
			"pointer (the house, cells and digits) or explain (the whole step)")
	marks := fs.Bool("marks", false, "draw the position's pencil marks before the hint")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	text, ok := hintLevels[*level]
	if !ok {
		return usageError(fs, "unknown -level %q (want nudge, pointer or explain)", *level)
	}
	cands, code, ok := startPosition(e, fs, fs.Args())
	if !ok {
		return code
	}
	out := bufio.NewWriter(e.stdout)
	if *marks {
		fmt.Fprintf(out, "%s\n", cands.String())
	}
	step, err := sudoku.Hint(cands)
	switch {
	case errors.Is(err, sudoku.ErrSolved):
		fmt.Fprintln(out, "solved")
	case err != nil:
		fmt.Fprintf(out, "stuck: %v\n", err)
		code = exitBad
	default:
		fmt.Fprintln(out, text(step))
	}
	return flushOutput(e, out, code)
}

// runPath is the path command: every step from a puzzle or a position to
// the solution, one a line.
func runPath(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	cands, code, ok := startPosition(e, fs, fs.Args())
	if !ok {
		return code
	}
	out := bufio.NewWriter(e.stdout)
	var b []byte
	for {
		step, err := sudoku.Hint(cands)
		if errors.Is(err, sudoku.ErrSolved) {
			g := cands.Grid()
			fmt.Fprintf(out, "solution\t%s\n", appendLine(nil, &g))
			break
		}
		if err != nil {
			fmt.Fprintf(out, "stuck\t%v\n", err)
			code = exitBad
			break
		}
		b = strconv.AppendFloat(b[:0], step.Rating, 'f', 1, 64)
		b = append(b, '\t')
		b = append(b, step.Explain()...)
		b = append(b, '\n')
		out.Write(b)
		cands.Apply(step)
	}
	return flushOutput(e, out, code)
}

// startPosition reads the position that args name and returns its pencil
// marks, with exit status exitOK. It reports false, having said why on
// standard error, when there is no position to work from: the input is
// bad (exitBad) or holds a mistake (exitMistake), or there are more
// arguments than a position takes (exitUsage, see [tooManyArgs]). A
// puzzle with several solutions is worked on, with a warning, since a
// step that does not rest on uniqueness is still sound.
func startPosition(e *env, fs *flag.FlagSet, args []string) (sudoku.Candidates, int, bool) {
	p, err := loadPosition(e, args)
	if code, ok := tooManyArgs(fs, args, err); ok {
		return sudoku.Candidates{}, code, false
	}
	if err != nil {
		fmt.Fprintln(e.stderr, err)
		return sudoku.Candidates{}, exitBad, false
	}
	c, err := p.candidates()
	switch {
	case errors.Is(err, sudoku.ErrMistake):
		fmt.Fprintln(e.stderr, err)
		return c, exitMistake, false
	case err != nil:
		fmt.Fprintln(e.stderr, err)
		return c, exitBad, false
	}
	if !c.Unique() {
		fmt.Fprintf(e.stderr, "%s:%d:1: %v: the uniqueness techniques are not used\n",
			p.puzzle.name, p.puzzle.line, sudoku.ErrNotUnique)
	}
	return c, exitOK, true
}

// maxPositionArgs is the most arguments that hint, path and draw take as
// a position: PUZZLE, ENTRIES and MARKS. A position written one line an
// argument (a grid over nine arguments) may take more.
const maxPositionArgs = 3

// tooManyArgs reports a usage error, and true, when args are more than
// [maxPositionArgs] and reading them as the lines of a position failed
// with err: they are then taken for too many arguments, and err is said
// after the count.
func tooManyArgs(fs *flag.FlagSet, args []string, err error) (int, bool) {
	if err == nil || len(args) <= maxPositionArgs {
		return exitOK, false
	}
	return usageError(fs, "too many arguments: %d, want at most %d "+
		"(PUZZLE [ENTRIES [MARKS]], FILE or -); read one line an argument, they fail at %v",
		len(args), maxPositionArgs, err), true
}
