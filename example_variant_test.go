package sudoku_test

import (
	"context"
	"fmt"

	"github.com/sudokugo/sudoku"
)

// A killer Sudoku from a seed: cages drawn over a random solution, with
// their sums, and no givens unless the cages need some.
func ExampleGenerator_Generate_killer() {
	gen := sudoku.Generator{Layout: sudoku.KillerLayout}
	p, err := gen.Generate(context.Background(), sudoku.NewMulberry32(1))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(len(p.Rules.Cages), "cages,", p.Clues, "givens")
	for _, cage := range p.Rules.Cages[:4] {
		fmt.Println("cells", cage.Cells, "sum", cage.Sum)
	}
	// Output:
	// 27 cages, 0 givens
	// cells [0 1 2] sum 13
	// cells [3 4 12 13 21] sum 30
	// cells [5] sum 3
	// cells [6 7 14 15] sum 15
}

// A jigsaw Sudoku from a seed: nine random regions, numbered 1-9 here,
// and the puzzle's givens.
func ExampleGenerator_Generate_jigsaw() {
	gen := sudoku.Generator{Layout: sudoku.JigsawLayout, Symmetry: sudoku.Rotate180}
	p, err := gen.Generate(context.Background(), sudoku.NewMulberry32(3))
	if err != nil {
		fmt.Println(err)
		return
	}
	for r := range 9 {
		for c := range 9 {
			fmt.Print(p.Rules.Regions[r*9+c] + 1)
		}
		fmt.Print("  ")
		for c := range 9 {
			if v := p.Puzzle[r*9+c]; v != 0 {
				fmt.Print(v)
			} else {
				fmt.Print(".")
			}
		}
		fmt.Println()
	}
	// Output:
	// 222222223  ...8..4..
	// 244443333  .......5.
	// 441155536  ..5...632
	// 411555336  .9......1
	// 411155536  .........
	// 411666666  1......8.
	// 778888889  264...1..
	// 777889899  .8.......
	// 777799999  ..3..6...
}
