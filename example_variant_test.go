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
	// cells [0 1 9 10 18] sum 19
	// cells [2 3] sum 9
	// cells [4 13 22] sum 18
	// cells [5 6 14] sum 13
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
	// 222222266  .8...3..2
	// 211126666  ...8...4.
	// 114115336  .........
	// 444155336  ..8.6.5..
	// 447155336  .3.....1.
	// 477553399  ..1.3.9..
	// 447589399  .........
	// 777589999  .9...5...
	// 778888888  8..3...7.
}
