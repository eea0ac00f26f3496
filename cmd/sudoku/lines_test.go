package main

import (
	"strings"
	"testing"
)

// TestLinesRules checks that a puzzle line whose only rules are lines is
// searched under them, not as classic Sudoku: the between lines puzzle of
// ISS's examples ("Sudoku Variants Series (173) - Between Lines Sudoku")
// has one solution under its lines and many without.
func TestLinesRules(t *testing.T) {
	between := func(cells string) string {
		return `{"kind":"between","cells":["` + strings.ReplaceAll(cells, " ", `","`) + `"]}`
	}
	line := `{"grid":".9.......2.....1.............6.7..5..3.....8.....5.2.............9.....8.......1.",` +
		`"rules":{"lines":[` + strings.Join([]string{
		between("r9c5 r8c6 r7c7 r6c8 r5c9"),
		between("r9c3 r8c4 r7c5 r6c6 r5c7 r4c8 r3c9"),
		between("r1c9 r2c8 r3c7 r4c6 r5c5 r6c4 r7c3 r8c2 r9c1"),
		between("r5c1 r4c2 r3c3 r2c4 r1c5"),
		between("r7c1 r6c2 r5c3 r4c4 r3c5 r2c6 r1c7"),
	}, ",") + `]}}`
	got, stderr, code := runInput(t, line+"\n", "solve", "-unique")
	want := "697531842258497163314862579846273951532149786971658234125386497469715328783924615\tunique\n"
	if code != 0 || stderr != "" || !strings.HasSuffix(got, want) {
		t.Errorf("solve -unique: exit status %d, stderr %q, output %q; want it to end %q", code, stderr, got, want)
	}
}
