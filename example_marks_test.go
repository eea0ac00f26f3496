package sudoku_test

import (
	"fmt"

	"github.com/sudokugo/sudoku"
)

// A negative rule passes over a pair with a mark of its own family only:
// under AllWhite a V does not excuse 2 and 3 side by side, a white dot
// does.
func ExampleDot() {
	g := sudoku.Grid{0: 2, 1: 3}
	rs := &sudoku.Rules{AllWhite: true, Dots: []sudoku.Dot{{A: 0, B: 1, Kind: sudoku.VMark}}}
	fmt.Println(rs.Validate(g))
	rs.Dots = append(rs.Dots, sudoku.Dot{A: 0, B: 1, Kind: sudoku.WhiteDot})
	fmt.Println(rs.Validate(g))
	// A white dot of difference 3, and a sum mark of 12.
	rs = &sudoku.Rules{Dots: []sudoku.Dot{{A: 0, B: 1, Kind: sudoku.WhiteDot, Value: 3},
		{A: 0, B: 9, Kind: sudoku.SumMark, Value: 12}}}
	fmt.Println(rs.Validate(sudoku.Grid{0: 2, 1: 5, 9: 9}))
	// Output:
	// all white (r1c1 r1c2): 2 and 3 are consecutive without a kropki dot: rule broken
	// <nil>
	// dot 1 (r1c1 r2c1): 2 and 9 do not meet it: rule broken
}

// Quadruples alone, no givens: "Quadruple - repeated values" (from the
// collections of the Interactive Sudoku Solver, after logic-masters.de),
// whose r3c6 corner holds 7 twice and r7c6 corner 2 twice.
func ExampleQuadruple() {
	q := func(cell string, digits ...int) sudoku.Quadruple {
		return sudoku.Quadruple{Cell: int(cell[1]-'1')*9 + int(cell[3]-'1'), Digits: digits}
	}
	rs := &sudoku.Rules{Quadruples: []sudoku.Quadruple{
		q("r1c1", 1, 2, 3, 4), q("r1c8", 6, 7, 8, 9), q("r2c2", 4, 5, 6, 7),
		q("r2c7", 3, 4, 5, 6), q("r3c3", 1, 3, 5, 6), q("r3c6", 4, 7, 7, 8),
		q("r6c1", 4, 5, 5, 9), q("r6c8", 2, 4, 7, 8), q("r7c3", 3, 4, 6, 8),
		q("r7c6", 2, 2, 5, 6),
	}}
	sols := rs.Solve(sudoku.Grid{}, 2)
	fmt.Println(len(sols), sols[0])
	// Output:
	// 1 239456187147283569865197432926348715378521946451769328593812674784635291612974853
}
