package draw_test

import (
	"bytes"
	"fmt"
	"log"
	"os"
	"strings"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
)

// head prints the first n lines of a document.
func head(doc string, n int) {
	lines := strings.SplitN(doc, "\n", n+1)
	fmt.Println(strings.Join(lines[:min(n, len(lines))], "\n"))
}

// Draw a puzzle as an SVG nine centimetres wide. The document starts
// with its title and a description that reads the grid aloud.
func ExampleGrid() {
	puzzle, err := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		log.Fatal(err)
	}
	var b strings.Builder
	if err := draw.Grid(&b, puzzle, sudoku.Grid{}, &draw.Options{Width: "9cm"}); err != nil {
		log.Fatal(err)
	}
	head(b.String(), 3)
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 552 552" role="img" width="9cm" height="9cm">
	// <title>Sudoku puzzle</title>
	// <desc>A 9 by 9 grid with 17 givens. Givens row by row, a dot for an empty cell: 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......</desc>
}

// Draw a killer puzzle: its cages as dashed outlines with their totals.
func ExampleGrid_rules() {
	rules := &sudoku.Rules{Cages: []sudoku.Cage{
		{Cells: []int{0, 1, 9}, Sum: 6},
		{Cells: []int{2, 3}, Sum: 17},
	}}
	var b strings.Builder
	if err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: rules}); err != nil {
		log.Fatal(err)
	}
	for line := range strings.Lines(b.String()) {
		if strings.Contains(line, "<title>") || strings.Contains(line, "font-size=\"13\"") {
			fmt.Print(line)
		}
	}
	// Output:
	// <title>Killer Sudoku puzzle</title>
	// <text x="9.5" y="19.5" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#000">6</text>
	// <text x="129.5" y="19.5" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#000">17</text>
}

// Draw the first hint of a puzzle on its pencil marks. The title names
// the technique and the description explains the step.
func ExampleStep() {
	puzzle, err := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		log.Fatal(err)
	}
	c, err := sudoku.NewCandidates(puzzle)
	if err != nil {
		log.Fatal(err)
	}
	step, err := sudoku.Hint(c)
	if err != nil {
		log.Fatal(err)
	}
	var b strings.Builder
	if err := draw.Step(&b, puzzle, c, step, nil); err != nil {
		log.Fatal(err)
	}
	head(b.String(), 3)
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 552 586" role="img" width="552" height="586">
	// <title>Hidden single (rating 1.2)</title>
	// <desc>The step, on the position before it: r6c2 is the only place for 4 in box 4: r6c2=4.</desc>
}

// Draw a position in play: the givens bold, the player's entries in a
// lighter style, and the pencil marks.
func ExamplePosition() {
	puzzle, err := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		log.Fatal(err)
	}
	var entries sudoku.Grid
	entries[1] = 1 // the player wrote 1 in r1c2
	c, err := sudoku.NewPosition(puzzle, entries, nil)
	if err != nil {
		log.Fatal(err)
	}
	var b bytes.Buffer
	if err := draw.Position(&b, puzzle, c, nil); err != nil {
		log.Fatal(err)
	}
	head(b.String(), 3)
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 552 552" role="img" width="552" height="552">
	// <title>Sudoku position with pencil marks</title>
	// <desc>The empty cells hold 289 pencil marks. A 9 by 9 grid with 17 givens and 1 entry. Givens row by row, a dot for an empty cell: 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......; all digits: 41....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......</desc>
}

// Print two puzzles and their answers: one HTML file whose pages print
// one per sheet of A4.
func ExampleSheet() {
	puzzle, err := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if err != nil {
		log.Fatal(err)
	}
	solution := sudoku.Solve(puzzle, 1)[0]
	sh := draw.Sheet{
		Title:     "Two of the same",
		Puzzles:   []sudoku.Puzzle{{Grid: puzzle}, {Grid: puzzle}},
		Solutions: []sudoku.Grid{solution, solution},
	}
	fmt.Println(sh.Pages(), "pages")
	var b bytes.Buffer
	if err := sh.WriteHTML(&b); err != nil {
		log.Fatal(err)
	}
	fmt.Println(strings.Count(b.String(), `<div class="page">`), "pages in the HTML")
	// Output:
	// 2 pages
	// 2 pages in the HTML
}

// A rule with a cell out of range is an error, and nothing is written.
func ExampleError() {
	rules := &sudoku.Rules{Thermos: []sudoku.Thermo{{Cells: []int{0, 1, 81}}}}
	err := draw.Grid(os.Stdout, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: rules})
	fmt.Println(err)
	// Output:
	// draw: rules.thermos[0].cells[2]: 81 out of range
}
