package sudoku_test

import (
	"context"
	"errors"
	"fmt"

	"github.com/sudokugo/sudoku"
)

// A Solver reports how hard a puzzle was for the engine, and a budget
// stops a search that would run too long.
func ExampleSolver_Count() {
	// The first puzzle of the magictour top 1465 set.
	g, err := sudoku.Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	n, st, err := sudoku.Solver{}.Count(ctx, g, 2)
	fmt.Println(n, err, st.Guesses > 0)

	n, st, err = sudoku.Solver{MaxGuesses: 1}.Count(ctx, g, 2)
	fmt.Println(n, st.Guesses, errors.Is(err, sudoku.ErrBudget))
	// Output:
	// 1 <nil> true
	// 0 1 true
}
