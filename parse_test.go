package sudoku

import (
	"strings"
	"testing"
)

// TestParseByteOrderMarkErrors checks the positions of errors after a
// leading byte-order mark: Offset counts the mark's three bytes, Column
// counts from the character after it. A mark anywhere but at the start,
// or a second one, is an invalid character.
func TestParseByteOrderMarkErrors(t *testing.T) {
	const bom = "\ufeff"
	tests := []struct {
		name string
		in   string
		want ParseError
		msg  string
	}{
		{"bad character", bom + knownPuzzle[:10] + "x" + knownPuzzle[11:],
			ParseError{Offset: 13, Line: 1, Column: 11, Text: "x", Err: ErrSyntax},
			`line 1, column 11: invalid character "x"`},
		{"bad character on line 2", bom + "123456789\n..a",
			ParseError{Offset: 15, Line: 2, Column: 3, Text: "a", Err: ErrSyntax},
			`line 2, column 3: invalid character "a"`},
		{"mark alone", bom,
			ParseError{Offset: 3, Line: 1, Column: 1, Cells: 0, Err: ErrCellCount},
			"line 1, column 1: wrong number of cells: found 0, want 81"},
		{"too few", bom + knownPuzzle[:80],
			ParseError{Offset: 83, Line: 1, Column: 81, Cells: 80, Err: ErrCellCount},
			"line 1, column 81: wrong number of cells: found 80, want 81"},
		{"two marks", bom + bom + knownPuzzle,
			ParseError{Offset: 3, Line: 1, Column: 1, Text: bom, Err: ErrSyntax},
			`line 1, column 1: invalid character "\ufeff"`},
		{"mark after a space", " " + bom + knownPuzzle,
			ParseError{Offset: 1, Line: 1, Column: 2, Text: bom, Err: ErrSyntax},
			`line 1, column 2: invalid character "\ufeff"`},
		{"mark on line 2", strings.Join(splitRows(knownPuzzle)[:1], "") + "\n" + bom,
			ParseError{Offset: 10, Line: 2, Column: 1, Text: bom, Err: ErrSyntax},
			`line 2, column 1: invalid character "\ufeff"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkParseError(t, tt.in, tt.want, tt.msg)
			if got := tt.in[tt.want.Offset:]; tt.want.Text != "" && !strings.HasPrefix(got, tt.want.Text) {
				t.Errorf("input at Offset %d is %q, want it to start with %q",
					tt.want.Offset, got, tt.want.Text)
			}
		})
	}
}
