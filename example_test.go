package sudoku_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokugo/sudoku"
)

func ExampleParse() {
	g, err := sudoku.Parse(`
		4 6 . | . . . | 2 . .
		. 5 3 | . 1 4 | . . 7
		7 . . | . . 6 | . 3 9
		------+-------+------
		. . . | . . 7 | . 9 .
		8 . . | . . 2 | . 5 .
		5 3 . | . 6 . | . . .
		------+-------+------
		. . 5 | . 4 . | . 7 1
		. 4 . | . 8 . | 9 . .
		. 9 . | . . . | . 4 .`)
	fmt.Println(g, err)

	_, err = sudoku.Parse("12345678x")
	fmt.Println(err)
	fmt.Println(errors.Is(err, sudoku.ErrSyntax))
	// Output:
	// 46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4. <nil>
	// line 1, column 9: invalid character "x"
	// true
}

func ExampleGrid_Validate() {
	var g sudoku.Grid
	g[0], g[4] = 5, 5 // r1c1 and r1c5
	err := g.Validate()
	var clash *sudoku.ConflictError
	if errors.As(err, &clash) {
		fmt.Println(err)
		fmt.Println(clash.Cell1, clash.Cell2)
	}
	// Output:
	// r1c1 and r1c5 both hold 5: digit repeated in a row, column or box
	// 0 4
}

func ExampleGrid_Pretty() {
	g, _ := sudoku.Parse("468973215953214687712856439124537896876492153539168724285649371341785962697321548")
	fmt.Print(g.Pretty())
	// Output:
	// 4 6 8 | 9 7 3 | 2 1 5
	// 9 5 3 | 2 1 4 | 6 8 7
	// 7 1 2 | 8 5 6 | 4 3 9
	// ------+-------+------
	// 1 2 4 | 5 3 7 | 8 9 6
	// 8 7 6 | 4 9 2 | 1 5 3
	// 5 3 9 | 1 6 8 | 7 2 4
	// ------+-------+------
	// 2 8 5 | 6 4 9 | 3 7 1
	// 3 4 1 | 7 8 5 | 9 6 2
	// 6 9 7 | 3 2 1 | 5 4 8
}

func ExampleSolve() {
	g, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	for _, s := range sudoku.Solve(g, 2) {
		fmt.Println(s)
	}
	// Output:
	// 468973215953214687712856439124537896876492153539168724285649371341785962697321548
}

func ExampleCount() {
	g, _ := sudoku.Parse("4689..2159532146877128564391245..896876492153539168724285649371341785962697321548")
	fmt.Println(sudoku.Count(g, 10))
	fmt.Println(sudoku.Count(sudoku.Grid{}, 1000))
	// Output:
	// 2
	// 1000
}

func ExampleIsUnique() {
	unique, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	two, _ := sudoku.Parse("4689..2159532146877128564391245..896876492153539168724285649371341785962697321548")
	fmt.Println(sudoku.IsUnique(unique), sudoku.IsUnique(two))
	// Output:
	// true false
}

func ExampleCarve() {
	solution, _ := sudoku.Parse("468973215953214687712856439124537896876492153539168724285649371341785962697321548")
	puzzle := sudoku.Carve(solution, sudoku.NewMulberry32(7))
	fmt.Println(puzzle)
	fmt.Println(sudoku.IsUnique(puzzle))
	// Output:
	// ....7.....53.1.6.7.1....4.....5..896....92....3.....2.28....3.......5.62..7..1...
	// true
}

func ExampleGenerate() {
	puzzle, solution := sudoku.Generate(sudoku.NewMulberry32(2026))
	fmt.Println(puzzle)
	fmt.Println(solution)
	// Output:
	// 2....7.8..4.32..69.3...61...8....63....2.8...3..1........57..9...4.......1..4.7..
	// 261957384847321569935486172182794635456238917379165248628573491794612853513849726
}

func ExampleNewMulberry32() {
	r := sudoku.NewMulberry32(7)
	fmt.Println(r.Float64(), r.Float64())
	// Output:
	// 0.011704753153026104 0.06195825757458806
}

func ExampleSolveBoard() {
	board := [][]byte{
		[]byte("46....2.."),
		[]byte(".53.14..7"),
		[]byte("7....6.39"),
		[]byte(".....7.9."),
		[]byte("8....2.5."),
		[]byte("53..6...."),
		[]byte("..5.4..71"),
		[]byte(".4..8.9.."),
		[]byte(".9.....4."),
	}
	if err := sudoku.SolveBoard(board); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(string(board[0]), string(board[8]))
	// Output:
	// 468973215 697321548
}

func ExampleGenerator_Generate() {
	gen := sudoku.Generator{Symmetry: sudoku.Rotate180, Level: sudoku.Hard}
	p, err := gen.Generate(context.Background(), sudoku.NewMulberry32(7))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Puzzle)
	fmt.Println(p.Clues, "clues,", p.Grade.Level, p.Grade.Rating, p.Grade.Hardest)
	// Output:
	// .84..1.9...9.63....5..2.4..5....2...412...859...5....3..6.8..3....29.5...4.3..91.
	// 30 clues, hard 4.2 XY-wing
}

// A Solver stops a search with a budget and says what it cost; the zero
// Solver is unbounded.
func ExampleSolver_Solve() {
	// A puzzle with seven solutions: the README's puzzle without its
	// first clue.
	g, err := sudoku.Parse(".6....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	sols, st, err := sudoku.Solver{}.Solve(ctx, g, 2) // the first two
	fmt.Println(len(sols), err, st.Nodes > 0)
	for _, s := range sols {
		fmt.Println(s)
	}

	// A budget of one guess stops the search before it finds any: the
	// solutions found so far come back with an error wrapping ErrBudget.
	sols, _, err = sudoku.Solver{MaxGuesses: 1}.Solve(ctx, g, 2)
	fmt.Println(len(sols), errors.Is(err, sudoku.ErrBudget))
	// Output:
	// 2 <nil> true
	// 468973215953214687712856439124537896876492153539168724285649371341785962697321548
	// 964738215253914867718526439421857693876392154539461782685249371347185926192673548
	// 0 true
}

// A Symmetry names a pattern of clues: it reads and writes as its name,
// as in a flag or JSON, and tells whether a grid keeps it.
func ExampleSymmetry() {
	var s sudoku.Symmetry
	if err := s.UnmarshalText([]byte("rot180")); err != nil {
		panic(err)
	}
	fmt.Println(s, s == sudoku.Rotate180)

	// A puzzle from the Generator with that symmetry keeps it (and every
	// grid keeps none); this one keeps neither a quarter turn nor a mirror.
	gen := sudoku.Generator{Symmetry: s}
	p, err := gen.Generate(context.Background(), sudoku.NewMulberry32(1))
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Puzzle)
	for _, t := range []sudoku.Symmetry{sudoku.NoSymmetry, sudoku.Rotate180,
		sudoku.Rotate90, sudoku.MirrorLeftRight} {
		fmt.Println(t, t.Has(p.Puzzle))
	}

	// An unknown name is an error, and leaves s unchanged.
	err = s.UnmarshalText([]byte("spiral"))
	fmt.Println(errors.Is(err, sudoku.ErrSymmetry), s)
	// Output:
	// rot180 true
	// .84......25........7.126...4...17..2.9.2.5.6.5..46...7...951.4........93......21.
	// none true
	// rot180 true
	// rot90 false
	// mirror-lr false
	// true rot180
}
