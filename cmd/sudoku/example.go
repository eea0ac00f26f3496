package main

import (
	"fmt"

	"github.com/sudokugo/sudoku"
)

// examplePuzzle is the built-in puzzle of the example command, one with
// exactly one solution (the known unique puzzle of the core's tests).
const examplePuzzle = "46....2...53.14..77....6.39.....7.9.8....2.5.53..6......" +
	"5.4..71.4..8.9...9.....4."

// runExample is the example command: it solves the built-in puzzle and
// shows the puzzle and its solution as grids.
func runExample(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	if fs.NArg() > 0 {
		return usageError(fs, "unexpected argument %q", fs.Arg(0))
	}
	p, err := sudoku.Parse(examplePuzzle)
	if err != nil {
		panic("sudoku: bad built-in puzzle: " + err.Error())
	}
	sols := sudoku.Solve(p, 2)
	if len(sols) != 1 {
		panic(fmt.Sprintf("sudoku: built-in puzzle has %d solutions", len(sols)))
	}
	fmt.Fprintf(e.stdout, "Puzzle:\n\n%s\nSolution:\n\n%s", p.Pretty(), sols[0].Pretty())
	return exitOK
}
