package sudoku_test

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/sudokugo/sudoku"
)

func ExampleHint() {
	p, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	c, _ := sudoku.NewCandidates(p)
	step, _ := sudoku.Hint(c)
	fmt.Println(step.Nudge())
	fmt.Println(step.Pointer())
	fmt.Println(step.Explain())
	c.Apply(step)
	fmt.Println(c.Value(step.Placements[0].Cell))
	// Output:
	// look for a hidden single in box 3
	// look at where 4 can go in box 3
	// r3c7 is the only place for 4 in box 3: r3c7=4
	// 4
}

func ExamplePath() {
	// Line 61 of Gordon Royle's collection of 17-clue puzzles.
	p, _ := sudoku.Parse(".................1....23.4......4.2...5........67..1...4........8.1..9..32....8..")
	steps, _ := sudoku.Path(p)
	for _, s := range steps {
		if s.Rating >= 3 { // the steps beyond singles and intersections
			fmt.Printf("%.1f %v: %s\n", s.Rating, s.Technique, s.Explain())
		}
	}
	fmt.Println(len(steps), "steps")
	// Output:
	// 3.0 naked pair: r8c6 and r9c4 hold only 5 and 6 between them (a naked pair in box 8), so no other cell that sees them all holds those digits: r9c5<>5, r9c5<>6, r9c6<>5, r9c6<>6
	// 3.0 naked pair: r4c4 and r9c4 hold only 5 and 6 between them (a naked pair in column 4), so no other cell that sees them all holds those digits: r1c4<>5, r1c4<>6, r2c4<>5, r2c4<>6
	// 3.4 hidden pair: in box 3, 2 and 3 can only go in r1c7 and r2c7 (a hidden pair), so those cells hold no other digit: r1c7<>5, r1c7<>6, r2c7<>5, r2c7<>6
	// 4.2 XY-wing: whatever the pivot r6c8 (58) holds, one of the pincers r5c9 (68) and r9c8 (56) holds 6 (an XY-wing), so the cells that see both lose 6: r7c9<>6
	// 6.6 X-chain: (5)r2c6 = (5)r8c6 - (5)r9c4 = (5)r9c8: one end of the chain holds its digit, so any candidate that sees both ends is false: r2c8<>5
	// 6.6 X-chain: (5)r6c5 = (5)r6c8 - (5)r9c8 = (5)r9c4: one end of the chain holds its digit, so any candidate that sees both ends is false: r4c4<>5
	// 79 steps
}

func ExampleRate() {
	p, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	g, _ := sudoku.Rate(p)
	fmt.Printf("%.1f %v (%v, %d steps)\n", g.Rating, g.Level, g.Hardest, g.Steps)
	// Sudoku Explainer's three figures, ER/EP/ED.
	fmt.Printf("%.1f/%.1f/%.1f\n", g.Rating, g.Pearl, g.Diamond)
	// Output:
	// 2.0 easy (direct hidden pair, 52 steps)
	// 2.0/1.2/1.2
}

func ExampleRateContext() {
	// One of the forum's hardest puzzles: rating it takes seconds, so a
	// server gives it a deadline.
	p, _ := sudoku.Parse("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6")
	ctx, cancel := context.WithTimeout(context.Background(), time.Millisecond)
	defer cancel()
	_, err := sudoku.RateContext(ctx, p)
	fmt.Println(err)
	// Output:
	// context deadline exceeded
}

func ExamplePathContext() {
	p, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	// A path of one of the hardest puzzles takes seconds: a server
	// bounds every path it computes.
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	steps, err := sudoku.PathContext(ctx, p)
	fmt.Println(len(steps), steps[0].Technique, err)
	// Output:
	// 52 hidden single <nil>
}

func ExampleHintContext() {
	p, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	c, _ := sudoku.NewCandidates(p)
	step, err := sudoku.HintContext(context.Background(), c)
	fmt.Println(step.Technique, err)
	// Output:
	// hidden single <nil>
}

func ExampleNewPosition() {
	p, _ := sudoku.Parse("46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")
	var entries sudoku.Grid
	entries[4] = 7 // r1c5: right
	entries[5] = 2 // r1c6: wrong, the solution has 3
	_, err := sudoku.NewPosition(p, entries, nil)
	var m *sudoku.MistakeError
	if errors.As(err, &m) {
		fmt.Println("mistake at cell", m.Cell)
	}
	fmt.Println(err)
	// Output:
	// mistake at cell 5
	// r1c6 holds 2: contradicts the solution
}
