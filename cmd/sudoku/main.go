// Command sudoku solves Sudoku puzzles with the sudoku package.
//
// Usage:
//
//	sudoku example
//
// The example subcommand solves a built-in puzzle and prints the puzzle and
// its solution as grids.
package main

import (
	"fmt"
	"os"

	"github.com/sudokugo/sudoku"
)

// examplePuzzle is the puzzle that the example subcommand solves.
const examplePuzzle = "46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4."

func main() {
	if len(os.Args) != 2 || os.Args[1] != "example" {
		fmt.Fprintln(os.Stderr, "usage: sudoku example")
		os.Exit(2)
	}
	g, err := sudoku.Parse(examplePuzzle)
	if err != nil {
		fmt.Fprintln(os.Stderr, "sudoku:", err)
		os.Exit(1)
	}
	sols := sudoku.Solve(g, 2)
	fmt.Print("puzzle:\n", g.Pretty(), "\n")
	if len(sols) != 1 {
		fmt.Fprintf(os.Stderr, "sudoku: example has %d solutions, want 1\n", len(sols))
		os.Exit(1)
	}
	fmt.Print("solution:\n", sols[0].Pretty())
}
