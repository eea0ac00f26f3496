package fpuzzles

import (
	"encoding/json"
	"errors"
	"flag"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/sudokugo/sudoku"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// TestDecodeGolden imports each f-puzzles puzzle testdata/NAME.json, made
// by hand for these tests, and compares the result, written in package
// sudoku's JSON form, with testdata/NAME.golden. The same puzzle is then
// decoded from its compressed form and from links, which must give the
// same result.
func TestDecodeGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no test puzzles: %v", err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".json")
		t.Run(name, func(t *testing.T) {
			in, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			p, err := Decode(string(in))
			if err != nil {
				t.Fatalf("Decode: %v", err)
			}
			got, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, '\n')
			golden := filepath.Join("testdata", name+".golden")
			if *update {
				if err := os.WriteFile(golden, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(want), string(got)); diff != "" {
				t.Errorf("differs from %s (-want +got):\n%s", golden, diff)
			}

			data := compressToBase64(strings.TrimSpace(string(in)))
			forms := map[string]string{
				"compressed":       data,
				"compressed, bare": strings.TrimRight(data, "="),
				"link":             "https://www.f-puzzles.com/?load=" + url.QueryEscape(data),
				"link, unescaped":  "https://www.f-puzzles.com/?load=" + data,
				"link, more":       "https://f-puzzles.com/?lang=en&load=" + url.QueryEscape(data) + "#x",
				"spaces":           "\n  " + data + "\t\n",
			}
			for form, s := range forms {
				q, err := Decode(s)
				if err != nil {
					t.Errorf("%s: %v", form, err)
					continue
				}
				if diff := cmp.Diff(p, q, cmpopts.EquateEmpty()); diff != "" {
					t.Errorf("%s: differs from the JSON's import (-json +%s):\n%s", form, form, diff)
				}
			}
		})
	}
}

// TestDecodeFacts checks facts of the imports apart from the golden
// files, which a careless -update could bless.
func TestDecodeFacts(t *testing.T) {
	read := func(name string) sudoku.Puzzle {
		t.Helper()
		in, err := os.ReadFile(filepath.Join("testdata", name+".json"))
		if err != nil {
			t.Fatal(err)
		}
		p, err := Decode(string(in))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	cell := func(r, c int) int { return (r-1)*9 + c - 1 }

	classic := read("classic")
	want, _ := sudoku.Parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")
	if classic.Grid != want {
		t.Errorf("classic: grid %v, want %v (a player's digits are not givens)", classic.Grid, want)
	}
	if diff := cmp.Diff(sudoku.Rules{}, classic.Rules, cmpopts.EquateEmpty()); diff != "" {
		t.Errorf("classic: rules not classic:\n%s", diff)
	}

	jigsaw := read("jigsaw")
	if r := jigsaw.Rules.Regions; r == nil || r[cell(3, 3)] != 4 || r[cell(4, 4)] != 0 || r[0] != 0 || r[80] != 8 {
		t.Errorf("jigsaw: regions %v", r)
	}
	if !jigsaw.Rules.MainDiagonal || !jigsaw.Rules.AntiDiagonal {
		t.Errorf("jigsaw: diagonals not set")
	}

	killer := read("killer")
	wantCages := []sudoku.Cage{
		{Cells: []int{0, 1, 9}, Sum: 15},
		{Cells: []int{2, 3}},
		{Cells: []int{80, 79, 71, 70}, Sum: 30},
		{Cells: []int{40}},
	}
	if diff := cmp.Diff(wantCages, killer.Rules.Cages); diff != "" {
		t.Errorf("killer cages (-want +got):\n%s", diff)
	}

	ta := read("thermo_arrow")
	wantThermos := []sudoku.Thermo{
		{Cells: []int{0, 1, 2, 11}},
		{Cells: []int{cell(9, 1), cell(8, 1), cell(7, 1)}},
		{Cells: []int{cell(9, 1), cell(9, 2), cell(9, 3)}},
	}
	if diff := cmp.Diff(wantThermos, ta.Rules.Thermos); diff != "" {
		t.Errorf("thermometers (-want +got):\n%s", diff)
	}
	pill := []int{cell(9, 5), cell(9, 6)} // read left to right
	wantArrows := []sudoku.Arrow{
		{Circle: []int{40}, Cells: []int{41, 42, 43}},
		{Circle: pill, Cells: []int{cell(8, 5), cell(7, 5)}},
		{Circle: pill, Cells: []int{cell(8, 7)}},
	}
	if diff := cmp.Diff(wantArrows, ta.Rules.Arrows); diff != "" {
		t.Errorf("arrows (-want +got):\n%s", diff)
	}

	kx := read("kropki_xv")
	wantDots := []sudoku.Dot{
		{A: 4, B: 5, Kind: sudoku.WhiteDot}, {A: 13, B: 14, Kind: sudoku.WhiteDot},
		{A: 4, B: 13, Kind: sudoku.BlackDot}, {A: 20, B: 21, Kind: sudoku.BlackDot},
		{A: 60, B: 61, Kind: sudoku.XMark}, {A: 61, B: 70, Kind: sudoku.XMark},
	}
	if diff := cmp.Diff(wantDots, kx.Rules.Dots); diff != "" {
		t.Errorf("dots (-want +got):\n%s", diff)
	}
	if r := kx.Rules; !r.AllWhite || !r.AllBlack || r.AllXV || r.NonConsecutive {
		t.Errorf("kropki_xv: negative rules %+v", r)
	}

	// f-puzzles' nonconsecutive exempts pairs with a kropki dot, which is
	// Rules' negative white rule; without dots it is NonConsecutive.
	emptyGrid := `[` + strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8) + `[{},{},{},{},{},{},{},{},{}]]`
	nc, err := Decode(`{"size":9,"grid":` + emptyGrid +
		`,"nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]}]}`)
	if err != nil || !nc.Rules.AllWhite || nc.Rules.NonConsecutive {
		t.Errorf("nonconsecutive with a white dot: %+v, %v; want AllWhite", nc.Rules, err)
	}
	// The negative rules of f-puzzles and of Rules both pass over a pair
	// with a mark of their own family only, so a V under the negative
	// white rule, or a white dot under the negative XV rule, reads as it
	// is; and dots may have values.
	for _, keys := range []string{
		`"xv":[{"cells":["R1C1","R1C2"],"value":"V"}],"negative":["difference"]`,
		`"difference":[{"cells":["R1C1","R1C2"]}],"negative":["xv"]`,
		`"nonconsecutive":true,"ratio":[{"cells":["R5C5","R5C6"]}],"xv":[{"cells":["R1C1","R1C2"],"value":"V"}]`,
	} {
		p, err := Decode(`{"size":9,"grid":` + emptyGrid + `,` + keys + `}`)
		if err != nil || p.Rules.Check() != nil {
			t.Errorf("%s: %v, %v", keys, err, p.Rules.Check())
		}
	}
	nc, err = Decode(`{"size":9,"grid":` + emptyGrid + `,"nonconsecutive":true}`)
	if err != nil || nc.Rules.AllWhite || !nc.Rules.NonConsecutive {
		t.Errorf("nonconsecutive alone: %+v, %v; want NonConsecutive", nc.Rules, err)
	}

	// marks.json: made by the tests' generator over a random grid, every
	// X and V given, dots of several values, odd, even, minimum, maximum
	// and quadruple cells, no givens; its one solution is that grid.
	m := read("marks")
	if r := m.Rules; !r.AllXV || r.AllWhite || len(r.Odd)+len(r.Even) != 4 ||
		len(r.Minimums) != 3 || len(r.Maximums) != 3 || len(r.Quadruples) != 2 {
		t.Errorf("marks: rules %+v", r)
	}
	if diff := cmp.Diff(sudoku.Quadruple{Cell: 10, Digits: []int{8, 1}}, m.Rules.Quadruples[0]); diff != "" {
		t.Errorf("marks: quadruple (-want +got):\n%s", diff)
	}
	wantSol, _ := sudoku.Parse("435917286287645913961328475612594738573281649894763152159436827728159364346872591")
	if sols := m.Rules.Solve(m.Grid, 2); len(sols) != 1 || sols[0] != wantSol {
		t.Errorf("marks: solutions %v, want only %v", sols, wantSol)
	}

	w := read("windoku")
	if !w.Rules.Windoku || !w.Rules.AntiKnight || !w.Rules.DisjointGroups || !w.Rules.NonConsecutive {
		t.Errorf("windoku: flags %+v", w.Rules)
	}
	if diff := cmp.Diff([][]int{{0, 10, 20}}, w.Rules.Houses); diff != "" {
		t.Errorf("windoku: houses left (-want +got):\n%s", diff)
	}
}

func TestDecodeErrors(t *testing.T) {
	// mk builds an f-puzzles puzzle: an empty 9×9 grid and the given keys.
	emptyGrid := "[" + strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8) + `[{},{},{},{},{},{},{},{},{}]]`
	mk := func(keys string) string {
		if keys != "" {
			keys = "," + keys
		}
		return `{"size":9,"grid":` + emptyGrid + keys + `}`
	}
	cellGrid := func(c string) string { // the grid with r1c2 replaced
		return `{"size":9,"grid":[[{},` + c + `,{},{},{},{},{},{},{}],` +
			strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 7) + `[{},{},{},{},{},{},{},{},{}]]}`
	}
	tests := []struct {
		name, in    string
		unsupported bool   // an *UnsupportedError, else a *FormatError
		constraint  string // the UnsupportedError's Constraint
		path        string
		msg         string
	}{
		{name: "size 6", in: `{"size":6,"grid":[]}`, unsupported: true, constraint: "size",
			path: "size", msg: `size: grid size 6 is not supported`},
		{name: "size 16", in: `{"size":16}`, unsupported: true, constraint: "size", path: "size"},
		{name: "no size", in: `{"grid":[]}`, path: "size", msg: `size: is missing`},
		{name: "size string", in: `{"size":"nine"}`, path: "size", msg: `size: "nine" is not an integer`},
		{name: "no grid", in: `{"size":9}`, path: "grid", msg: `grid: is missing`},
		{name: "8 rows", in: `{"size":9,"grid":[[],[],[],[],[],[],[],[]]}`, path: "grid"},
		{name: "short row", in: `{"size":9,"grid":[[],[],[],[],[],[],[],[],[]]}`,
			path: "grid[0]", msg: `grid[0]: [] is not 9 cells`},
		{name: "given 10", in: cellGrid(`{"value":10,"given":true}`), path: "grid[0][1].value",
			msg: `grid[0][1].value: 10 is not a digit in r1c2`},
		{name: "given text", in: cellGrid(`{"value":"x","given":true}`), path: "grid[0][1].value"},
		{name: "given not bool", in: cellGrid(`{"value":1,"given":"yes"}`), path: "grid[0][1].given"},
		{name: "region 9", in: cellGrid(`{"region":9}`), path: "grid[0][1].region",
			msg: `grid[0][1].region: 9 is not a region 0-8 in r1c2`},
		{name: "given pencil marks", in: cellGrid(`{"givenPencilMarks":[1,2]}`), unsupported: true,
			constraint: "givenPencilMarks", path: "grid[0][1].givenPencilMarks",
			msg: `grid[0][1].givenPencilMarks: "givenPencilMarks" in r1c2 is not supported`},
		{name: "unknown cell key", in: cellGrid(`{"foo":1}`), unsupported: true,
			constraint: "foo", path: "grid[0][1].foo"},
		{name: "cell not object", in: cellGrid(`5`), path: "grid[0][1]", msg: `grid[0][1]: 5 is not an object`},
		{name: "column indexer", in: mk(`"columnindexer":[{"cells":["R1C1"]}]`), unsupported: true,
			constraint: "columnindexer", path: "columnindexer",
			msg: `columnindexer: f-puzzles constraint "columnindexer" is not supported`},
		{name: "little killer without direction", in: mk(`"littlekillersum":[{"cell":"R0C1","value":"5"}]`),
			path: "littlekillersum[0].direction", msg: `littlekillersum[0].direction: is missing`},
		{name: "nabner", in: mk(`"nabner":[{"lines":[["R1C1","R1C2"]]}]`), unsupported: true, constraint: "nabner", path: "nabner"},
		{name: "odd with a value", in: mk(`"odd":[{"cell":"R1C1","value":"3"}]`), unsupported: true,
			constraint: "odd", path: "odd[0].value"},
		{name: "odd cell", in: mk(`"odd":[{"cell":"R1C0"}]`), path: "odd[0].cell"},
		{name: "minimum without cell", in: mk(`"minimum":[{}]`), path: "minimum[0].cell"},
		{name: "quadruple not a square", in: mk(`"quadruple":[{"cells":["R1C1","R1C2","R2C2","R2C3"],"values":[1]}]`),
			path: "quadruple[0].cells"},
		{name: "quadruple on the edge", in: mk(`"quadruple":[{"cells":["R1C9","R1C10","R2C9","R2C10"],"values":[1]}]`),
			path: "quadruple[0].cells[1]"},
		{name: "quadruple of five", in: mk(`"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[1,2,3,4,5]}]`),
			path: "quadruple[0].values"},
		{name: "quadruple of 0", in: mk(`"quadruple":[{"cells":["R1C1","R1C2","R2C1","R2C2"],"values":[0]}]`),
			path: "quadruple[0].values[0]"},
		{name: "unknown flag", in: mk(`"antiqueen":true`), unsupported: true,
			constraint: "antiqueen", path: "antiqueen"},
		{name: "flag not bool", in: mk(`"antiknight":"true"`), path: "antiknight",
			msg: `antiknight: "true" is not true or false`},
		{name: "difference 9", in: mk(`"difference":[{"cells":["R1C1","R1C2"]},{"cells":["R1C1","R1C2"],"value":"9"}]`),
			unsupported: true, constraint: "difference", path: "difference[1].value",
			msg: `difference[1].value: difference mark of value "9" is not supported`},
		{name: "ratio 1", in: mk(`"ratio":[{"cells":["R1C1","R1C2"],"value":1}]`),
			unsupported: true, constraint: "ratio", path: "ratio[0].value"},
		{name: "ratio 1.5", in: mk(`"ratio":[{"cells":["R1C1","R1C2"],"value":"1.5"}]`),
			unsupported: true, constraint: "ratio", path: "ratio[0].value"},
		{name: "xv W", in: mk(`"xv":[{"cells":["R1C1","R1C2"],"value":"W"}]`),
			unsupported: true, constraint: "xv", path: "xv[0].value"},
		{name: "xv without value", in: mk(`"xv":[{"cells":["R1C1","R1C2"]}]`), path: "xv[0].value",
			msg: `xv[0].value: is missing`},
		{name: "dot of 3 cells", in: mk(`"ratio":[{"cells":["R1C1","R1C2","R1C3"]}]`),
			path: "ratio[0].cells"},
		{name: "negative sum", in: mk(`"negative":["ratio","sum"]`), unsupported: true,
			constraint: "negative", path: "negative[1]",
			msg: `negative[1]: the negative constraint "sum" is not supported`},
		{name: "cage cell", in: mk(`"killercage":[{"cells":["R1C1"]},{"cells":["R1C2","R10C1"],"value":"5"}]`),
			path: "killercage[1].cells[1]", msg: `killercage[1].cells[1]: "R10C1" is not a cell`},
		{name: "cage cell number", in: mk(`"killercage":[{"cells":[11]}]`),
			path: "killercage[0].cells[0]", msg: `killercage[0].cells[0]: 11 is not a string`},
		{name: "cage total", in: mk(`"killercage":[{"cells":["R1C1"],"value":"?"}]`), unsupported: true,
			constraint: "killercage", path: "killercage[0].value",
			msg: `killercage[0].value: cage total "?" is not supported`},
		{name: "cage extra key", in: mk(`"killercage":[{"cells":["R1C1"],"kind":"product"}]`),
			unsupported: true, constraint: "killercage", path: "killercage[0].kind",
			msg: `killercage[0].kind: killercage with "kind" is not supported`},
		{name: "cage without cells", in: mk(`"killercage":[{"value":"5"}]`), path: "killercage[0].cells"},
		{name: "thermo not list", in: mk(`"thermometer":{"lines":[]}`), path: "thermometer",
			msg: `thermometer: {"lines":[]} is not a list`},
		{name: "thermo line", in: mk(`"thermometer":[{"lines":["R1C1"]}]`), path: "thermometer[0].lines[0]"},
		{name: "arrow without circle", in: mk(`"arrow":[{"lines":[["R1C1","R1C2"]]}]`), path: "arrow[0].cells"},
		{name: "extra region cell", in: mk(`"extraregion":[{"cells":["R1C"]}]`), path: "extraregion[0].cells[0]"},
		{name: "renban line", in: mk(`"line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Renban"}]`),
			unsupported: true, constraint: "line", path: "line[0].fromConstraint",
			msg: `line[0].fromConstraint: line drawn for the constraint "Renban" is not supported`},
		{name: "new constraint cage", in: mk(`"cage":[{"cells":["R1C1"],"isNewConstraint":true}]`),
			unsupported: true, constraint: "cage", path: "cage[0].isNewConstraint"},
		{name: "not JSON", in: `{"size":9,`, msg: `"{\"size\":9," is not JSON: unexpected end of JSON input`},
		{name: "not object", in: `{"size":9}x`},
		{name: "link without load", in: "https://www.f-puzzles.com/?id=abc",
			msg: `"https://www.f-puzzles.com/?id=abc" is a link without ?load=`},
		{name: "bad escape", in: "https://www.f-puzzles.com/?load=N4%ZZ", path: "load"},
		{name: "bad data", in: "N4Ig!", msg: `"N4Ig!" is not lz-string data: offset 4: invalid character '!'`},
		{name: "empty", in: "  ", msg: `"" is not lz-string data: offset 0: no data`},
		{name: "data not JSON", in: compressToBase64("size 9")},
		{name: "data array", in: compressToBase64("[1,2]"), msg: `[1,2] is not an object`},
		{name: "whispers 9", in: mk(`"whispers":[{"lines":[["R1C1","R1C2"]],"value":"9"}]`),
			unsupported: true, constraint: "whispers", path: "whispers[0].value",
			msg: `whispers[0].value: whispers of difference "9" is not supported`},
		{name: "whispers without lines", in: mk(`"whispers":[{"value":"5"}]`), path: "whispers[0].lines"},
		{name: "palindrome cell", in: mk(`"palindrome":[{"lines":[["R1C1","R0C2"]]}]`),
			path: "palindrome[0].lines[0][1]"},
		{name: "clone without copy", in: mk(`"clone":[{"cells":["R1C1"]}]`), path: "clone[0].cloneCells",
			msg: `clone[0].cloneCells: is missing`},
		{name: "little killer inside", in: mk(`"littlekillersum":[{"cell":"R1C1","direction":"DR","value":"5"}]`),
			path: "littlekillersum[0].cell", msg: `littlekillersum[0].cell: "R1C1" is not a cell outside the grid`},
		{name: "little killer R11", in: mk(`"littlekillersum":[{"cell":"R11C1","direction":"DR","value":"5"}]`),
			path: "littlekillersum[0].cell"},
		{name: "little killer direction", in: mk(`"littlekillersum":[{"cell":"R0C1","direction":"D","value":"5"}]`),
			path: "littlekillersum[0].direction", msg: `littlekillersum[0].direction: "D" is not a direction UL, UR, DL or DR`},
		{name: "little killer away", in: mk(`"littlekillersum":[{"cell":"R0C1","direction":"UR","value":"5"}]`),
			path: "littlekillersum[0].direction"},
		{name: "little killer cells", in: mk(`"littlekillersum":[{"cell":"R0C8","direction":"DR","cells":["R1C9","R2C8"],"value":"5"}]`),
			path: "littlekillersum[0].cells"},
		{name: "little killer value", in: mk(`"littlekillersum":[{"cell":"R0C8","direction":"DR","value":"?"}]`),
			unsupported: true, constraint: "littlekillersum", path: "littlekillersum[0].value"},
		{name: "little killer key", in: mk(`"littlekillersum":[{"cell":"R0C8","direction":"DR","value":"5","kind":"product"}]`),
			unsupported: true, constraint: "littlekillersum", path: "littlekillersum[0].kind"},
		{name: "sandwich corner", in: mk(`"sandwichsum":[{"cell":"R0C0","value":"5"}]`),
			path: "sandwichsum[0].cell", msg: `sandwichsum[0].cell: "R0C0" is not beside a row or column`},
		{name: "sandwich value", in: mk(`"sandwichsum":[{"cell":"R0C1","value":[5]}]`),
			path: "sandwichsum[0].value", msg: `sandwichsum[0].value: [5] is not a sandwichsum value`},
		// The lines' keys, and the lines f-puzzles has no key for, which
		// stay unsupported.
		{name: "renban cell", in: mk(`"renban":[{"lines":[["R1C1","R1C0"]]}]`), path: "renban[0].lines[0][1]"},
		{name: "renban without lines", in: mk(`"renban":[{"cells":["R1C1"]}]`),
			unsupported: true, constraint: "renban", path: "renban[0].cells"},
		{name: "renban no lines", in: mk(`"renban":[{}]`), path: "renban[0].lines"},
		{name: "between line not list", in: mk(`"betweenline":[{"lines":"R1C1"}]`), path: "betweenline[0].lines"},
		{name: "region sum line value", in: mk(`"regionsumline":[{"lines":[["R1C1","R1C2"]],"value":"5"}]`),
			unsupported: true, constraint: "regionsumline", path: "regionsumline[0].value"},
		{name: "lockout", in: mk(`"lockout":[{"lines":[["R1C1","R1C2"]]}]`),
			unsupported: true, constraint: "lockout", path: "lockout"},
		{name: "zipper", in: mk(`"zipperline":[{"lines":[["R1C1","R1C2"]]}]`),
			unsupported: true, constraint: "zipperline", path: "zipperline"},
		{name: "double arrow", in: mk(`"doublearrow":[{"lines":[["R1C1","R1C2","R1C3"]]}]`),
			unsupported: true, constraint: "doublearrow", path: "doublearrow"},
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
				if !errors.As(err, &ue) || !errors.Is(err, ErrUnsupported) {
					t.Fatalf("got %v (%T), want an *UnsupportedError", err, err)
				}
				if ue.Constraint != tt.constraint || ue.Path != tt.path {
					t.Errorf("constraint %q at %q, want %q at %q", ue.Constraint, ue.Path, tt.constraint, tt.path)
				}
			default:
				if !errors.As(err, &fe) || !errors.Is(err, ErrFormat) {
					t.Fatalf("got %v (%T), want a *FormatError", err, err)
				}
				if fe.Path != tt.path {
					t.Errorf("path %q, want %q (%v)", fe.Path, tt.path, err)
				}
			}
			if tt.msg != "" && err.Error() != tt.msg {
				t.Errorf("message\n%s\nwant\n%s", err, tt.msg)
			}
		})
	}
}

// TestDecodeEmptyUnknown checks that an unknown key whose value says
// nothing is no rule.
func TestDecodeEmptyUnknown(t *testing.T) {
	for _, v := range []string{`null`, `false`, `[]`, `{}`, `""`} {
		in := `{"size":9,"grid":[[],[],[],[],[],[],[],[],[]],"columnindexer":` + v + `}`
		in = strings.Replace(in, `"grid":[[],[],[],[],[],[],[],[],[]]`, `"grid":`+
			"["+strings.Repeat(`[{},{},{},{},{},{},{},{},{}],`, 8)+`[{},{},{},{},{},{},{},{},{}]]`, 1)
		if _, err := Decode(in); err != nil {
			t.Errorf("columnindexer %s: %v", v, err)
		}
	}
}

// FuzzDecode decodes arbitrary text: no panic, no hang, and an error of
// one of the two types whenever it fails.
func FuzzDecode(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, file := range files {
		in, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(in))
		f.Add(compressToBase64(string(in)))
	}
	for _, s := range []string{"", "Q===", "IJA=", "https://www.f-puzzles.com/?load=N4Ig", "{}", "load=%"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := Decode(s)
		if err != nil {
			if !errors.Is(err, ErrFormat) && !errors.Is(err, ErrUnsupported) {
				t.Fatalf("error of neither kind: %v (%T)", err, err)
			}
			return
		}
		// What Decode accepts, the package's JSON form writes.
		if _, err := json.Marshal(p); err != nil {
			t.Fatalf("Marshal of a decoded puzzle: %v", err)
		}
	})
}
