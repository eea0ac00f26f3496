package fpuzzles

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/sudokugo/sudoku"
)

// TestDecodeLines checks the lines of testdata/lines.json apart from its
// golden file: each line of a "lines" list is a line of its own, with
// its cells in order, and the puzzle's rules pass Check.
func TestDecodeLines(t *testing.T) {
	in, err := os.ReadFile(filepath.Join("testdata", "lines.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := Decode(string(in))
	if err != nil {
		t.Fatal(err)
	}
	cell := func(r, c int) int { return (r-1)*9 + c - 1 }
	want := []sudoku.Line{
		{Kind: sudoku.BetweenLine, Cells: []int{cell(7, 1), cell(7, 2), cell(8, 3)}},
		{Kind: sudoku.RegionSumLine, Cells: []int{cell(3, 1), cell(2, 1), cell(3, 2), cell(4, 2), cell(5, 3), cell(6, 4)}},
		{Kind: sudoku.RegionSumLine, Cells: []int{cell(1, 9), cell(2, 8)}},
		{Kind: sudoku.RenbanLine, Cells: []int{cell(1, 4), cell(1, 5), cell(2, 4)}},
	}
	if diff := cmp.Diff(want, p.Rules.Lines); diff != "" {
		t.Errorf("lines (-want +got):\n%s", diff)
	}
	if err := p.Rules.Check(); err != nil {
		t.Errorf("Check: %v", err)
	}
}
