package main

import (
	"strings"
	"testing"
)

func TestPuzzleLineForm(t *testing.T) {
	link := "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVAcwCcIATBAbRdADdisBXXAVloQOMAHYI0dPgF9kwWfLkLlS1fIC6ydisW6d%2BzdrX7jxw3tMWr08yeuWbW%2B84NO77s24fe9tnx41NEGJRDABrUQgaAAs0CSkYVDCILBw6AGNiGlx2EHSYVLBWEAAlAEYAYQAmalLKgGYQIK5eXBBGm2kgA%3D"
	tests := []struct {
		line string
		want int
	}{
		{puzzle, 0},
		{strings.ReplaceAll(puzzle, ".", "0"), 0},
		{"Puzzle 1:", 0},
		{"+-------+-------+-------+", 0},
		{"", 0},
		{`{"grid":"` + puzzle + `"}`, formJSON},
		{`  {"grid":"` + puzzle + `","rules":{"windoku":true}}  `, formJSON},
		{`{"grid":`, formJSON}, // bad JSON, reported as a Puzzle
		{`{"size":9,"grid":[]}`, formFPuzzles},
		{`{"grid":[[{}]]}`, formFPuzzles},
		{link, formFPuzzles},
		{"load=N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVAcwCcIATBAbRdADdisBXXAVloQ", formFPuzzles},
		{link[len("https://www.f-puzzles.com/?load="):80], formFPuzzles},
		{"https://example.com/puzzle", formFPuzzles}, // reported as a link without data
		// Too short for a compressed string, or not base64: text.
		{"N4IgzglgXgpiBcBOANCA", 0},
		{"Thisisnotapuzzleatallbutitislongenoughtoconfuse!", 0},
		// A line of 81 digits is base64, but starts with a digit.
		{"123456789123456789123456789123456789123456789123456789123456789123456789123456789", 0},
	}
	for _, tt := range tests {
		if got := puzzleLineForm(tt.line); got != tt.want {
			t.Errorf("puzzleLineForm(%q) = %d, want %d", tt.line, got, tt.want)
		}
	}
}

// TestReaderPuzzleLines checks that puzzle lines with rules are records
// of their own among the other forms, end an unfinished grid, and are
// reported at the column where they go wrong.
func TestReaderPuzzleLines(t *testing.T) {
	good := `{"grid":"` + puzzle + `","rules":{"antiKing":true}}`
	input := strings.Join([]string{
		"# a comment",
		good,
		puzzle[:9],
		puzzle[9:18],
		good + "\t" + puzzle, // fields after a tab are ignored
		`{"grid":"` + puzzle[:20] + "?" + puzzle[21:] + `"}`,
		`{"grid":"` + puzzle + `",}`,
		`{"grid":"` + puzzle + `","rules":{"cages":[{"cells":["r1c1","r10c1"]}]}}`,
		"https://f-puzzles.com/?load=%ZZ",
		puzzle,
	}, "\n")
	r := newReader("in", strings.NewReader(input))
	var got []string
	for {
		rec, ok := r.next()
		if !ok {
			break
		}
		switch {
		case rec.err != nil:
			got = append(got, rec.err.Error())
		case rec.rules != nil:
			got = append(got, rec.grid.String()+" with rules")
		default:
			got = append(got, rec.grid.String())
		}
	}
	want := []string{
		puzzle + " with rules",
		"in:4:10: wrong number of cells: found 18, want 81",
		puzzle + " with rules",
		`in:6:30: grid: "` + puzzle[:20] + "?" + puzzle[21:39] + `... is not a grid: line 1, column 21: invalid character "?"`,
		`in:7:93: invalid character '}' looking for beginning of object key string`,
		`in:8:1: rules.cages[0].cells[1]: "r10c1" is not a cell`,
		`in:9:1: f-puzzles: load: "%ZZ" is not URL-escaped data: invalid URL escape "%ZZ"`,
		puzzle,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("records:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// TestJSONGridColumn checks that a grid of a JSON puzzle line whose cells
// cannot be placed one a character (too few or too many, or written with
// escapes) is reported at its value, and a bad cell at the cell.
func TestJSONGridColumn(t *testing.T) {
	rows := make([]string, 9)
	for i := range rows {
		rows[i] = puzzle[9*i : 9*i+9]
	}
	tests := []struct {
		line string
		want string // the start of the error
	}{
		{`{"grid":"123"}`, "in:1:9: grid: "},
		{`{"rules":{"antiKing":true}, "grid": "` + puzzle + `5"}`, "in:1:37: grid: "},
		{`{"grid":"` + strings.Join(rows, `\n`) + `?"}`, "in:1:9: grid: "},
		{`{"grid":"` + puzzle[:5] + "?" + puzzle[6:] + `"}`, "in:1:15: grid: "},
		{`{"grid":5}`, "in:1:9: grid: "},
		{`{"rules":{}}`, "in:1:1: grid: is missing"},
	}
	for _, tt := range tests {
		t.Run(tt.line, func(t *testing.T) {
			rec, ok := newReader("in", strings.NewReader(tt.line)).next()
			if !ok || rec.err == nil || !strings.HasPrefix(rec.err.Error(), tt.want) {
				t.Fatalf("record %v, error %v; want %q", ok, rec.err, tt.want)
			}
		})
	}
}
