// Classic search API: Solve, Count, IsUnique; Count picks the engine's core.

package sudoku

import (
	"context"
	"errors"
	"fmt"
)

// Solve returns up to limit solutions of the puzzle g, each a complete
// grid that keeps the givens of g. The order is deterministic: the same
// grid and limit always give the same solutions in the same order. A grid
// that fails [Grid.Validate] has no solutions, and limit <= 0 returns none.
// Solve never panics, whatever the 81 cells hold.
//
// The cost is that of [Count] plus the returned slice. Solve is safe for
// concurrent use.
func Solve(g Grid, limit int) []Grid {
	sol, _, _ := Solver{}.Solve(context.Background(), g, limit)
	return sol
}

// Count returns the number of solutions of the puzzle g, counting at most
// limit of them: it returns min(limit, number of solutions), and 0 when
// limit <= 0 or g fails [Grid.Validate]. Count(g, 2) tells apart no
// solution, one, and several.
//
// Count does not allocate. Its cost grows with limit and with how much
// guessing the puzzle needs: most proper puzzles take a few microseconds,
// the hardest known ones a few hundred, and the empty grid with a large
// limit takes as long as it takes to enumerate that many grids. Use a
// [Solver] to bound the work. Count is safe for concurrent use.
func Count(g Grid, limit int) int {
	if limit <= 0 {
		return 0
	}
	return countSolutions(&g, limit, 0, 0)
}

// hasOtherSolution reports whether the grid g has a solution in which
// cell c does not hold the digit v (1-9); a grid that fails
// [Grid.Validate] has none. Carve uses it to test a removal: when g with v
// in c is unique, g is unique exactly when it has no such solution, and a
// first-solution search answers that faster than Count(g, 2).
func hasOtherSolution(g *Grid, c int, v uint8) bool {
	return countSolutions(g, 1, c, v) > 0
}

// countSolutions counts the solutions of g, at most limit (at least 1),
// that do not hold the digit v in cell c; v == 0 leaves every solution in.
// It searches on a shallow stack, and on a deep one only when the shallow
// one overflows.
func countSolutions(g *Grid, limit, c int, v uint8) int {
	if n, ok := simdCount(g, limit, c, v); ok {
		return n // the vector core, in GOEXPERIMENT=simd builds
	}
	var e engine
	if n, done := e.settle(g, c, v); done {
		return n // no guess needed, and no stack to clear
	}
	root := e.board
	return countFrom(&root, e.rootOpen, limit)
}

// IsUnique reports whether the puzzle g has exactly one solution. It stops
// searching at the second, so it costs the same as Count(g, 2). IsUnique is
// safe for concurrent use.
func IsUnique(g Grid) bool {
	return Count(g, 2) == 1
}

// Errors from [SolveBoard] about the board as a whole.
var (
	ErrBoardShape = errors.New("board is not 9 rows of 9 cells")
	ErrNoSolution = errors.New("no solution")
)

// SolveBoard solves in place the common board of 9 rows of 9 bytes, each
// '1'-'9' for a given or '.' for an empty cell, writing the digits of the
// first solution (in the order of [Solve]) into the empty cells. When the
// puzzle has several solutions, it writes the first one.
//
// On error the board is left unchanged. The error wraps [ErrBoardShape]
// when the board is not 9×9, is a [*ParseError] wrapping [ErrSyntax] (with
// Line and Column the row and column of the byte, from 1) for any other
// byte, is a [*ConflictError] when two givens clash, and wraps
// [ErrNoSolution] when the puzzle has no solution. It costs a Count(g, 1).
func SolveBoard(board [][]byte) error {
	if len(board) != 9 {
		return fmt.Errorf("%d rows: %w", len(board), ErrBoardShape)
	}
	var g Grid
	for r, row := range board {
		if len(row) != 9 {
			return fmt.Errorf("row %d has %d cells: %w", r+1, len(row), ErrBoardShape)
		}
		for c, b := range row {
			switch {
			case '1' <= b && b <= '9':
				g[r*9+c] = b - '0'
			case b != '.':
				return &ParseError{Offset: r*9 + c, Line: r + 1, Column: c + 1,
					Text: string([]byte{b}), Err: ErrSyntax}
			}
		}
	}
	if err := g.Validate(); err != nil {
		return err
	}
	sol := Solve(g, 1)
	if len(sol) == 0 {
		return ErrNoSolution
	}
	for r, row := range board {
		for c := range row {
			row[c] = '0' + sol[0][r*9+c]
		}
	}
	return nil
}
