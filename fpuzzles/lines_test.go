package fpuzzles

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
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

// TestDecodeLinesErrors checks the faults of the lines' keys, and that
// the lines f-puzzles has no key for stay unsupported.
func TestDecodeLinesErrors(t *testing.T) {
	emptyGrid := "[" + strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8) + `[{},{},{},{},{},{},{},{},{}]]`
	mk := func(keys string) string { return `{"size":9,"grid":` + emptyGrid + "," + keys + `}` }
	tests := []struct {
		name, in    string
		unsupported bool // an *UnsupportedError, else a *FormatError
		path        string
	}{
		{"renban cell", mk(`"renban":[{"lines":[["R1C1","R1C0"]]}]`), false, "renban[0].lines[0][1]"},
		{"renban without lines", mk(`"renban":[{"cells":["R1C1"]}]`), true, "renban[0].cells"},
		{"renban no lines", mk(`"renban":[{}]`), false, "renban[0].lines"},
		{"between line not list", mk(`"betweenline":[{"lines":"R1C1"}]`), false, "betweenline[0].lines"},
		{"region sum line value", mk(`"regionsumline":[{"lines":[["R1C1","R1C2"]],"value":"5"}]`), true, "regionsumline[0].value"},
		{"lockout", mk(`"lockout":[{"lines":[["R1C1","R1C2"]]}]`), true, "lockout"},
		{"zipper", mk(`"zipperline":[{"lines":[["R1C1","R1C2"]]}]`), true, "zipperline"},
		{"double arrow", mk(`"doublearrow":[{"lines":[["R1C1","R1C2","R1C3"]]}]`), true, "doublearrow"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.in)
			var ue *UnsupportedError
			var fe *FormatError
			switch {
			case err == nil:
				t.Fatalf("Decode(%s) gave no error", tt.in)
			case tt.unsupported:
				if !errors.As(err, &ue) || ue.Path != tt.path {
					t.Fatalf("got %v (%T), want an *UnsupportedError at %s", err, err, tt.path)
				}
			default:
				if !errors.As(err, &fe) || fe.Path != tt.path {
					t.Fatalf("got %v (%T), want a *FormatError at %s", err, err, tt.path)
				}
			}
		})
	}
}
