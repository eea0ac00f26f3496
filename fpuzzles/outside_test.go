package fpuzzles

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/sudokugo/sudoku"
)

// TestDecodeOutsideSolves checks the meaning of the outside clues read
// from f-puzzles: testdata/sandwich.json and little_killer.json are two
// published puzzles, written in f-puzzles' form by hand from their clues
// ("Between 1 and 9" and "Little Killer Sudoku", whose sources the
// Interactive Sudoku Solver's example puzzles name), and each solves to
// its published solution alone.
func TestDecodeOutsideSolves(t *testing.T) {
	for name, want := range map[string]string{
		"sandwich":      "236941875954378612871625439182439756397856124645217398413562987569783241728194563",
		"little_killer": "198235764427968531653714289732186945541379826986542173865421397279653418314897652",
	} {
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(filepath.Join("testdata", name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			p, err := Decode(string(in))
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			sol, err := sudoku.Parse(want)
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Rules.Solve(p.Grid, 2); len(got) != 1 || got[0] != sol {
				t.Errorf("Solve = %v, want only %v", got, sol)
			}
		})
	}
}
