package sudoku

import (
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
	if limit <= 0 || g.Validate() != nil {
		return nil
	}
	s := search{limit: limit, out: make([]Grid, 0, min(limit, 2))}
	s.run(g)
	return s.out
}

// Count returns the number of solutions of the puzzle g, counting at most
// limit of them: it returns min(limit, number of solutions), and 0 when
// limit <= 0 or g fails [Grid.Validate]. Count(g, 2) tells apart no
// solution, one, and several.
//
// Count does not allocate. Its cost grows with limit and with how much
// guessing the puzzle needs: proper puzzles take microseconds, and the
// empty grid with a large limit takes as long as it takes to enumerate
// that many grids. Count is safe for concurrent use.
func Count(g Grid, limit int) int {
	if limit <= 0 || g.Validate() != nil {
		return 0
	}
	s := search{limit: limit}
	s.run(g)
	return s.found
}

// IsUnique reports whether the puzzle g has exactly one solution. It stops
// searching at the second, so it costs the same as Count(g, 2). IsUnique is
// safe for concurrent use.
func IsUnique(g Grid) bool {
	return Count(g, 2) == 1
}

// A search is a depth-first search for solutions of one valid grid.
type search struct {
	limit int    // stop after this many solutions
	found int    // solutions found so far
	out   []Grid // where solutions go, when the caller wants them

	g             Grid    // the grid being filled
	row, col, box [9]mask // the digits placed in each house
}

// run fills the houses from g and searches it.
func (s *search) run(g Grid) {
	s.g = g
	for c, v := range g {
		if v != 0 {
			s.flip(c, digitMask(v))
		}
	}
	s.dfs()
}

// flip toggles the digit set m in the houses of cell c.
func (s *search) flip(c int, m mask) {
	s.row[c/9] ^= m
	s.col[c%9] ^= m
	s.box[boxOf(c)] ^= m
}

// dfs branches on the empty cell with the fewest candidates, trying its
// digits in increasing order. It reports true when the limit is reached.
func (s *search) dfs() bool {
	best, bestN := -1, 10
	var bestM mask
	for c := range 81 {
		if s.g[c] != 0 {
			continue
		}
		m := allDigits &^ (s.row[c/9] | s.col[c%9] | s.box[boxOf(c)])
		n := m.count()
		if n >= bestN {
			continue
		}
		if n == 0 {
			return false // dead end
		}
		best, bestN, bestM = c, n, m
		if n == 1 {
			break
		}
	}
	if best < 0 {
		// No empty cell left: the grid is a solution.
		s.found++
		if s.out != nil {
			s.out = append(s.out, s.g)
		}
		return s.found >= s.limit
	}
	for m := bestM; m != 0; m &= m - 1 {
		bit := m & -m
		s.g[best] = bit.lowest()
		s.flip(best, bit)
		stop := s.dfs()
		s.flip(best, bit)
		if stop {
			s.g[best] = 0
			return true
		}
	}
	s.g[best] = 0
	return false
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
