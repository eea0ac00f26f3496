package main

import (
	"strings"
	"testing"
)

// TestPuzzleLineLaterRules checks that a puzzle line whose only rules
// are of the kinds after the dots (here lines and clones) searches under
// them, not as classic Sudoku: two equal digits forced into one row or
// column leave no solution.
func TestPuzzleLineLaterRules(t *testing.T) {
	empty := strings.Repeat(".", 81)
	for _, rules := range []string{
		`{"lines":[{"kind":"palindrome","cells":["r1c1","r1c2"]}]}`,
		`{"clones":[{"a":["r1c1"],"b":["r5c1"]}]}`,
		`{"lines":[{"kind":"whisper","cells":["r1c1","r1c2","r1c3","r1c4","r1c5","r1c6","r1c7","r1c8","r1c9"]}]}`,
	} {
		got, stderr, code := runInput(t, `{"grid":"`+empty+`","rules":`+rules+"}\n", "count", "-limit", "2")
		if got != "0\n" || stderr != "" || code != 0 {
			t.Errorf("count under %s: %q, stderr %q, exit status %d; want 0", rules, got, stderr, code)
		}
	}
}
