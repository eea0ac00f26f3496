package sudoku_test

import (
	"errors"
	"fmt"

	"github.com/sudokugo/sudoku"
)

// An X-Sudoku: with both diagonals as houses, 15 givens make a unique
// puzzle that has several solutions as classic Sudoku.
func ExampleRules() {
	x := &sudoku.Rules{MainDiagonal: true, AntiDiagonal: true}
	solution, _ := sudoku.Parse("243865719568971243917234658672458931389716524154329876895147362426593187731682495")
	puzzle := x.Carve(solution, sudoku.NewMulberry32(1))
	fmt.Println(puzzle)
	fmt.Println(sudoku.Count(puzzle, 2), x.Count(puzzle, 2))
	fmt.Println(x.Solve(puzzle, 1)[0] == solution)
	// Output:
	// 2....5...5......4....2..6......58.3..8...6...1....9...........2........7..1.8....
	// 2 1
	// true
}

func ExampleRules_Check() {
	killer := &sudoku.Rules{Cages: []sudoku.Cage{
		{Cells: []int{0, 1}, Sum: 3},
		{Cells: []int{9, 10}, Sum: 18}, // two distinct digits make at most 17
	}}
	err := killer.Check()
	fmt.Println(err)
	var re *sudoku.RuleError
	fmt.Println(errors.As(err, &re), re.Rule, re.Index, errors.Is(err, sudoku.ErrRules))
	// Output:
	// cage 1 (r2c1 r2c2): total 18 cannot be made: invalid rules
	// true cage 1 true
}

func ExampleRules_TrueCandidates() {
	killer := &sudoku.Rules{Cages: []sudoku.Cage{
		{Cells: []int{0, 1}, Sum: 3},   // r1c1 and r1c2 hold 1 and 2
		{Cells: []int{9, 10}, Sum: 17}, // r2c1 and r2c2 hold 8 and 9
	}}
	tc := killer.TrueCandidates(sudoku.Grid{})
	fmt.Println(tc[0], tc[1], tc[2], tc[9], tc[10])
	// Output:
	// 12 12 34567 89 89
}

func ExampleRules_Validate() {
	thermo := &sudoku.Rules{Thermos: []sudoku.Thermo{{Cells: []int{0, 1, 2}}}}
	var g sudoku.Grid
	g[0], g[2] = 5, 6 // r1c1 and r1c3: no digit fits between them
	fmt.Println(thermo.Validate(g))
	// Output:
	// thermo 0 (r1c1 r1c3): 5 then 6 do not increase along the thermo: rule broken
}
