package main

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRateSolved checks the line rate writes for a solved grid, which has
// no step and no level: 0.0 and "solved". It used to write "easy", whose
// band starts at 1.0.
func TestRateSolved(t *testing.T) {
	// The solution of the puzzle on Wikipedia's Sudoku page, and the same
	// grid with one cell empty (a full house).
	const solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	const one = "534678912672195348198342567859.61423426853791713924856961537284287419635345286179"
	file := filepath.Join(t.TempDir(), "solved.txt")
	if err := os.WriteFile(file, []byte(solved+"\n"+one+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, stderr, code := runSudoku(t, "", "rate", file)
	want := solved + "\t0.0\tsolved\n" + one + "\t1.0\teasy\n"
	if code != 0 || stderr != "" || got != want {
		t.Errorf("rate: exit status %d, stderr %q, output\n%s\nwant\n%s", code, stderr, got, want)
	}
}
