package sudoku

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"pgregory.net/rapid"
)

// equateEmpty counts nil and empty lists as equal: the JSON form leaves an
// empty list out and reads an absent one as nil.
var equateEmpty = cmpopts.EquateEmpty()

// drawRules draws a rule set whose cells are all in range, which is the
// set MarshalJSON accepts. The rules need not make sense.
func drawRules(t *rapid.T) Rules {
	cell := rapid.IntRange(0, 80)
	cells := rapid.SliceOfN(cell, 0, 9)
	var r Rules
	if rapid.Bool().Draw(t, "jigsaw") {
		reg := rapid.SliceOfN(rapid.Uint8Range(0, 8), 81, 81).Draw(t, "regions")
		r.Regions = (*[81]uint8)(reg)
	}
	flags := []*bool{&r.MainDiagonal, &r.AntiDiagonal, &r.Windoku,
		&r.DisjointGroups, &r.AntiKnight, &r.AntiKing, &r.NonConsecutive,
		&r.AllWhite, &r.AllBlack, &r.AllXV}
	for _, f := range flags {
		*f = rapid.Bool().Draw(t, "flag")
	}
	r.Houses = rapid.SliceOfN(cells, 0, 3).Draw(t, "houses")
	r.Cages = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Cage {
		return Cage{Cells: cells.Draw(t, "cells"), Sum: rapid.Int().Draw(t, "sum"),
			AllowRepeats: rapid.Bool().Draw(t, "allowRepeats")}
	}), 0, 4).Draw(t, "cages")
	r.Thermos = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Thermo {
		return Thermo{Cells: cells.Draw(t, "cells")}
	}), 0, 3).Draw(t, "thermos")
	r.Arrows = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Arrow {
		return Arrow{Circle: cells.Draw(t, "circle"), Cells: cells.Draw(t, "line")}
	}), 0, 3).Draw(t, "arrows")
	r.Dots = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Dot {
		kind := DotKind(rapid.IntRange(int(WhiteDot), int(SumMark)).Draw(t, "kind"))
		return Dot{A: cell.Draw(t, "a"), B: cell.Draw(t, "b"), Kind: kind,
			Value: rapid.Int().Draw(t, "value")}
	}), 0, 4).Draw(t, "dots")
	r.Odd = cells.Draw(t, "odd")
	r.Even = cells.Draw(t, "even")
	r.Minimums = cells.Draw(t, "minimums")
	r.Maximums = cells.Draw(t, "maximums")
	r.Quadruples = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Quadruple {
		return Quadruple{Cell: cell.Draw(t, "cell"),
			Digits: rapid.SliceOfN(rapid.Int(), 0, 5).Draw(t, "digits")}
	}), 0, 3).Draw(t, "quadruples")
	r.Lines = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Line {
		kind := LineKind(rapid.IntRange(int(WhisperLine), int(DoubleArrowLine)).Draw(t, "kind"))
		return Line{Kind: kind, Cells: cells.Draw(t, "cells"), Value: rapid.Int().Draw(t, "value")}
	}), 0, 3).Draw(t, "lines")
	r.Outside = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) OutsideClue {
		kind := OutsideKind(rapid.IntRange(int(LittleKillerClue), int(SkyscraperClue)).Draw(t, "kind"))
		return OutsideClue{Kind: kind, Cells: cells.Draw(t, "cells"), Value: rapid.Int().Draw(t, "value")}
	}), 0, 3).Draw(t, "outside")
	r.Clones = rapid.SliceOfN(rapid.Custom(func(t *rapid.T) Clone {
		return Clone{A: cells.Draw(t, "a"), B: cells.Draw(t, "b")}
	}), 0, 2).Draw(t, "clones")
	return r
}

func TestRulesJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		r := drawRules(t)
		data, err := json.Marshal(r)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		if bytes.ContainsAny(data, "\n\r") {
			t.Fatalf("Marshal wrote more than one line: %s", data)
		}
		var back Rules
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if diff := cmp.Diff(r, back, equateEmpty); diff != "" {
			t.Fatalf("round trip through %s (-want +got):\n%s", data, diff)
		}
	})
}

func TestPuzzleJSONRoundTrip(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var p Puzzle
		cells := rapid.SliceOfN(rapid.Uint8Range(0, 9), 81, 81).Draw(t, "grid")
		copy(p.Grid[:], cells)
		p.Rules = drawRules(t)
		data, err := json.Marshal(p)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var back Puzzle
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if diff := cmp.Diff(p, back, equateEmpty); diff != "" {
			t.Fatalf("round trip through %s (-want +got):\n%s", data, diff)
		}
	})
}

// goldenPuzzles are hand-made puzzles whose JSON lines are locked by
// testdata/rules_json.golden, one per line in this order.
func goldenPuzzles(t *testing.T) []Puzzle {
	t.Helper()
	grid := func(s string) Grid {
		g, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return g
	}
	// A jigsaw layout: the boxes with r3c3 and r4c4 swapped between
	// regions 1 and 5 (0 and 4 counting from 0).
	jigsaw := new([81]uint8)
	for i := range jigsaw {
		jigsaw[i] = uint8(i/27*3 + i%9/3)
	}
	jigsaw[20], jigsaw[30] = 4, 0
	return []Puzzle{
		{Grid: grid("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......")},
		{
			Grid:  grid("1" + strings.Repeat(".", 79) + "9"),
			Rules: Rules{Regions: jigsaw, MainDiagonal: true, AntiDiagonal: true},
		},
		{
			Grid: grid("..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9"),
			Rules: Rules{Windoku: true, DisjointGroups: true, AntiKnight: true,
				AntiKing: true, NonConsecutive: true,
				Houses: [][]int{{0, 10, 20, 30}, {80}}},
		},
		{
			Grid: Grid{},
			Rules: Rules{Cages: []Cage{
				{Cells: []int{0, 1, 9}, Sum: 15},
				{Cells: []int{2, 3}},
				{Cells: []int{80, 79, 71, 70}, Sum: 30},
			}},
		},
		{
			Grid: grid("5................................................................................"),
			Rules: Rules{
				Thermos: []Thermo{{Cells: []int{0, 1, 2, 11}}},
				Arrows: []Arrow{
					{Circle: []int{40}, Cells: []int{41, 42, 43}},
					{Circle: []int{72, 73}, Cells: []int{64, 56, 48}},
				},
				Dots: []Dot{
					{A: 4, B: 5, Kind: WhiteDot}, {A: 4, B: 13, Kind: BlackDot},
					{A: 60, B: 61, Kind: XMark}, {A: 61, B: 70, Kind: VMark},
				},
				AllWhite: true, AllBlack: true, AllXV: true,
			},
		},
		{
			// Dots of other values, a white dot and a V on one pair,
			// odd and even cells, a minimum and a maximum, quadruples.
			Grid: grid("." + strings.Repeat(".", 79) + "7"),
			Rules: Rules{
				Dots: []Dot{
					{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: VMark},
					{A: 2, B: 3, Kind: BlackDot, Value: 3}, {A: 5, B: 6, Kind: WhiteDot, Value: 4},
					{A: 9, B: 18, Kind: SumMark, Value: 11},
				},
				AllWhite: true, AllXV: true,
				Odd: []int{40, 42}, Even: []int{41},
				Minimums: []int{30}, Maximums: []int{50},
				Quadruples: []Quadruple{{Cell: 23, Digits: []int{1, 1, 2}}, {Cell: 60, Digits: []int{9}}},
			},
		},
		{
			// Lines that the solution of ISS's "Between lines" example
			// keeps.
			Grid: grid("6" + strings.Repeat(".", 39) + "4" + strings.Repeat(".", 39) + "5"),
			Rules: Rules{Lines: []Line{
				{Kind: RenbanLine, Cells: []int{3, 4, 12}},
				{Kind: BetweenLine, Cells: []int{54, 55, 65}},
				{Kind: LockoutLine, Cells: []int{71, 70, 69}, Value: 5},
				{Kind: RegionSumLine, Cells: []int{18, 9, 19, 28, 38, 48}},
				{Kind: ZipperLine, Cells: []int{54, 55, 65, 66, 58}},
				{Kind: DoubleArrowLine, Cells: []int{78, 77, 68, 69}},
			}},
		},
		{
			Grid: grid("...7" + strings.Repeat(".", 77)),
			Rules: Rules{
				Lines: []Line{
					{Kind: WhisperLine, Cells: []int{0, 10, 20}},
					{Kind: WhisperLine, Value: 3, Cells: []int{8, 17}},
					{Kind: PalindromeLine, Cells: []int{36, 46, 56}},
					{Kind: EntropicLine, Cells: []int{72, 73, 74, 75}},
					{Kind: ModularLine, Cells: []int{60, 61, 62}},
					{Kind: ModularLine, Value: 4, Cells: []int{24, 25, 26, 35, 44}},
				},
				Clones: []Clone{{A: []int{3, 4}, B: []int{57, 58}}},
			},
		},
		overlapOutsidePuzzle(grid),
	}
}

func TestPuzzleJSONGolden(t *testing.T) {
	puzzles := goldenPuzzles(t)
	var got bytes.Buffer
	for _, p := range puzzles {
		line, err := json.Marshal(p)
		if err != nil {
			t.Fatalf("Marshal(%v): %v", p.Grid, err)
		}
		got.Write(line)
		got.WriteByte('\n')
	}
	const path = "testdata/rules_json.golden"
	want := checkGolden(t, "rules_json.golden", "JSON lines", got.String())
	// The golden lines read back as the puzzles they came from.
	lines := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	if len(lines) != len(puzzles) {
		t.Fatalf("%s has %d lines, want %d", path, len(lines), len(puzzles))
	}
	for i, line := range lines {
		var p Puzzle
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("line %d: %v", i+1, err)
		}
		if diff := cmp.Diff(puzzles[i], p, equateEmpty); diff != "" {
			t.Errorf("line %d reads back wrong (-want +got):\n%s", i+1, diff)
		}
	}
}

// TestPuzzleJSONForm checks the written form by hand, apart from the
// golden file.
func TestPuzzleJSONForm(t *testing.T) {
	var p Puzzle
	p.Grid[0] = 7
	data, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"grid":"7` + strings.Repeat(".", 80) + `"}`
	if string(data) != want {
		t.Errorf("classic puzzle: got %s, want %s", data, want)
	}

	p.Rules = Rules{
		Regions: new([81]uint8),
		Cages:   []Cage{{Cells: []int{0, 80}}},
		Dots:    []Dot{{A: 9, B: 10, Kind: VMark}},
	}
	p.Rules.Regions[80] = 8
	data, err = json.Marshal(p.Rules)
	if err != nil {
		t.Fatal(err)
	}
	want = `{"regions":"` + strings.Repeat("1", 80) + `9",` +
		`"cages":[{"cells":["r1c1","r9c9"]}],` +
		`"dots":[{"cells":["r2c1","r2c2"],"kind":"v"}]}`
	if string(data) != want {
		t.Errorf("rules: got\n%s\nwant\n%s", data, want)
	}

	data, err = json.Marshal(Rules{Cages: []Cage{{Sum: 3}}})
	if err != nil || string(data) != `{"cages":[{"cells":[],"sum":3}]}` {
		t.Errorf("empty cage: got %s, %v", data, err)
	}
}

func TestRulesJSONUnmarshalErrors(t *testing.T) {
	grid := `"` + strings.Repeat(".", 81) + `"`
	tests := []struct {
		name, in string
		path     string // the JSONError's Path
		msg      string // the whole message
	}{
		{"not JSON", `{"cages":`, "rules", `rules: {"cages": is not valid JSON`},
		{"not an object", `[1]`, "rules", `rules: [1] is not an object`},
		{"unknown key", `{"cagez":[]}`, "rules.cagez", `rules.cagez: is not a known key`},
		{"key twice", `{"windoku":true,"windoku":false}`, "rules.windoku",
			`rules.windoku: is given twice`},
		{"flag not bool", `{"antiKing":1}`, "rules.antiKing", `rules.antiKing: 1 is not a boolean`},
		{"flag null", `{"antiKing":null}`, "rules.antiKing", `rules.antiKing: null is not a boolean`},
		{"flag string", `{"allXV":"true"}`, "rules.allXV", `rules.allXV: "true" is not a boolean`},
		{"cell out of range", `{"cages":[{"cells":["r1c1"]},{"cells":[]},{"cells":[]},{"cells":["r1c2","r10c1"]}]}`,
			"rules.cages[3].cells[1]", `rules.cages[3].cells[1]: "r10c1" is not a cell`},
		{"cell zero", `{"thermos":[["r0c1","r1c1"]]}`, "rules.thermos[0][0]",
			`rules.thermos[0][0]: "r0c1" is not a cell`},
		{"cell upper case", `{"houses":[["R1C1"]]}`, "rules.houses[0][0]",
			`rules.houses[0][0]: "R1C1" is not a cell`},
		{"cell number", `{"houses":[[0]]}`, "rules.houses[0][0]",
			`rules.houses[0][0]: 0 is not a string`},
		{"cells not array", `{"houses":["r1c1"]}`, "rules.houses[0]",
			`rules.houses[0]: "r1c1" is not an array`},
		{"sum fraction", `{"cages":[{"cells":["r1c1"],"sum":1.5}]}`, "rules.cages[0].sum",
			`rules.cages[0].sum: 1.5 is not an integer`},
		{"sum string", `{"cages":[{"cells":["r1c1"],"sum":"15"}]}`, "rules.cages[0].sum",
			`rules.cages[0].sum: "15" is not an integer`},
		{"sum huge", `{"cages":[{"cells":["r1c1"],"sum":1e30}]}`, "rules.cages[0].sum",
			`rules.cages[0].sum: 1e30 is not an integer`},
		{"cage without cells", `{"cages":[{"sum":3}]}`, "rules.cages[0].cells",
			`rules.cages[0].cells: is missing`},
		{"cage extra key", `{"cages":[{"cells":[],"total":3}]}`, "rules.cages[0].total",
			`rules.cages[0].total: is not a known key`},
		{"arrow without line", `{"arrows":[{"circle":["r1c1"]}]}`, "rules.arrows[0].line",
			`rules.arrows[0].line: is missing`},
		{"arrow cells key", `{"arrows":[{"circle":["r1c1"],"cells":["r1c2"]}]}`,
			"rules.arrows[0].cells", `rules.arrows[0].cells: is not a known key`},
		{"dot one cell", `{"dots":[{"cells":["r1c1"],"kind":"x"}]}`, "rules.dots[0].cells",
			`rules.dots[0].cells: ["r1c1"] is not a pair of cells`},
		{"dot three cells", `{"dots":[{"cells":["r1c1","r1c2","r1c3"],"kind":"x"}]}`,
			"rules.dots[0].cells", `rules.dots[0].cells: ["r1c1","r1c2","r1c3"] is not a pair of cells`},
		{"dot kind", `{"dots":[{"cells":["r1c1","r1c2"],"kind":"X"}]}`, "rules.dots[0].kind",
			`rules.dots[0].kind: "X" is not a dot kind (white, black, x, v or sum)`},
		{"dot kind number", `{"dots":[{"cells":["r1c1","r1c2"],"kind":1}]}`, "rules.dots[0].kind",
			`rules.dots[0].kind: 1 is not a string`},
		{"dot without kind", `{"dots":[{"cells":["r1c1","r1c2"]}]}`, "rules.dots[0].kind",
			`rules.dots[0].kind: is missing`},
		{"regions short", `{"regions":"123"}`, "rules.regions",
			`rules.regions: "123" is not 81 region digits 1-9`},
		{"regions zero", `{"regions":"0` + strings.Repeat("1", 80) + `"}`, "rules.regions",
			`rules.regions: "011111111111111111111111111111111111111... is not 81 region digits 1-9 (r1c1 holds '0')`},
		{"regions array", `{"regions":[1,2]}`, "rules.regions", `rules.regions: [1,2] is not a string`},
		{"list not array", `{"cages":{}}`, "rules.cages", `rules.cages: {} is not an array`},
		{"list null", `{"dots":null}`, "rules.dots", `rules.dots: null is not an array`},
		{"value on one line", "{\"houses\": [\n\t[\"r1c1\",\n\t 7]\n]}", "rules.houses[0][1]",
			`rules.houses[0][1]: 7 is not a string`},
		{"object on one line", "{\"cages\": [ {\n\"cells\": [],\n \"sum\": 1 },\n 5 ]}", "rules.cages[1]",
			`rules.cages[1]: 5 is not an object`},
		{"array on one line", "{\"dots\": [ {\"cells\": [\n\"r1c1\" ],\n \"kind\": \"x\" } ] }", "rules.dots[0].cells",
			`rules.dots[0].cells: ["r1c1"] is not a pair of cells`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rules{AntiKnight: true}
			err := json.Unmarshal([]byte(tt.in), &r)
			if tt.name == "not JSON" {
				// encoding/json finds the syntax error before it calls
				// UnmarshalJSON; call it directly.
				err = r.UnmarshalJSON([]byte(tt.in))
			}
			checkJSONError(t, err, tt.path, tt.msg)
			if diff := cmp.Diff(Rules{AntiKnight: true}, r, equateEmpty); diff != "" {
				t.Errorf("failed Unmarshal changed the rules (-want +got):\n%s", diff)
			}
		})
	}

	t.Run("puzzle", func(t *testing.T) {
		tests := []struct {
			name, in, path, msg string
		}{
			{"rules path", `{"grid":` + grid + `,"rules":{"cages":[{"cells":["r1c1","r10c1"]}]}}`,
				"rules.cages[0].cells[1]", `rules.cages[0].cells[1]: "r10c1" is not a cell`},
			{"no grid", `{"rules":{}}`, "grid", `grid: is missing`},
			{"unknown key", `{"grid":` + grid + `,"title":"x"}`, "title", `title: is not a known key`},
			{"bad grid", `{"grid":"12x"}`, "grid",
				`grid: "12x" is not a grid: line 1, column 3: invalid character "x"`},
			{"grid array", `{"grid":[1]}`, "grid", `grid: [1] is not a string`},
			{"not object", `"abc"`, "", `"abc" is not an object`},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				var p Puzzle
				err := json.Unmarshal([]byte(tt.in), &p)
				checkJSONError(t, err, tt.path, tt.msg)
			})
		}
		var p Puzzle
		err := json.Unmarshal([]byte(`{"grid":"12x"}`), &p)
		var pe *ParseError
		if !errors.As(err, &pe) || pe.Column != 3 {
			t.Errorf("bad grid: errors.As finds no ParseError at column 3 in %v", err)
		}
	})
}

// checkJSONError checks that err is a *JSONError with the given path and
// message, and that it wraps ErrJSON.
func checkJSONError(t *testing.T, err error, path, msg string) {
	t.Helper()
	var je *JSONError
	if !errors.As(err, &je) {
		t.Fatalf("got error %v (%T), want a *JSONError", err, err)
	}
	if je.Path != path {
		t.Errorf("Path = %q, want %q", je.Path, path)
	}
	if je.Error() != msg {
		t.Errorf("message = %q, want %q", je.Error(), msg)
	}
	if !errors.Is(err, ErrJSON) {
		t.Errorf("errors.Is(%v, ErrJSON) = false", err)
	}
}

func TestRulesJSONAccepts(t *testing.T) {
	allEight := new([81]uint8)
	for i := range 80 {
		allEight[i] = 8
	}
	tests := []struct {
		name, in string
		want     Rules
	}{
		{"empty", `{}`, Rules{}},
		{"false flags", `{"windoku":false,"allXV":false}`, Rules{}},
		{"empty lists", `{"cages":[],"dots":[],"houses":[]}`, Rules{}},
		{"space", " {\n \"antiKing\" :\ttrue } ", Rules{AntiKing: true}},
		{"sum zero", `{"cages":[{"sum":0,"cells":["r9c9"]}]}`,
			Rules{Cages: []Cage{{Cells: []int{80}}}}},
		{"negative sum", `{"cages":[{"cells":["r1c1"],"sum":-4}]}`,
			Rules{Cages: []Cage{{Cells: []int{0}, Sum: -4}}}},
		{"regions", `{"regions":"` + strings.Repeat("9", 80) + `1"}`,
			Rules{Regions: allEight}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Rules
			if err := json.Unmarshal([]byte(tt.in), &r); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, r, equateEmpty); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}

	// null leaves the rules as they were, as encoding/json asks.
	r := Rules{Windoku: true}
	if err := json.Unmarshal([]byte(`null`), &r); err != nil || !r.Windoku {
		t.Errorf("null: got %+v, %v", r, err)
	}
	// A puzzle with null rules is classic.
	var p Puzzle
	in := `{"rules":null,"grid":"` + strings.Repeat("0", 81) + `"}`
	if err := json.Unmarshal([]byte(in), &p); err != nil {
		t.Errorf("null rules: %v", err)
	}
}

// TestRulesJSONNil checks what the docs of Rules and Rules.MarshalJSON
// say of a nil *Rules, which means classic: encoding/json writes it as
// null, alone or in a field, null reads back as a nil *Rules, and the
// classic value it stands for is written {}.
func TestRulesJSONNil(t *testing.T) {
	var nilRules *Rules
	t.Run("alone", func(t *testing.T) {
		data, err := json.Marshal(nilRules)
		if err != nil || string(data) != "null" {
			t.Fatalf("Marshal(nil *Rules) = %s, %v; want null", data, err)
		}
		r := &Rules{AntiKing: true}
		if err := json.Unmarshal(data, &r); err != nil || r != nil {
			t.Errorf("Unmarshal(null) = %+v, %v; want a nil *Rules", r, err)
		}
	})
	t.Run("field", func(t *testing.T) {
		type holder struct {
			Rules *Rules `json:"rules"`
			Omit  *Rules `json:"omit,omitempty"` // left out
		}
		data, err := json.Marshal(holder{})
		if want := `{"rules":null}`; err != nil || string(data) != want {
			t.Fatalf("Marshal = %s, %v; want %s", data, err, want)
		}
		back := holder{Rules: &Rules{Windoku: true}}
		if err := json.Unmarshal(data, &back); err != nil || back.Rules != nil {
			t.Errorf("read back: %+v, %v; want a nil Rules", back, err)
		}
	})
	t.Run("Generated", func(t *testing.T) {
		gen := Generated{Puzzle: mustParse(t, knownPuzzle), Clues: 30, Tries: 1}
		data, err := json.Marshal(gen)
		if err != nil {
			t.Fatalf("Marshal: %v", err)
		}
		var back Generated
		if err := json.Unmarshal(data, &back); err != nil {
			t.Fatalf("Unmarshal(%s): %v", data, err)
		}
		if diff := cmp.Diff(gen, back); diff != "" {
			t.Errorf("round trip of %s (-want +got):\n%s", data, diff)
		}
	})
	t.Run("classic", func(t *testing.T) {
		// The zero Rules, the classic value a nil *Rules stands for,
		// is {}, which reads back as the zero Rules.
		data, err := json.Marshal(Rules{})
		if err != nil || string(data) != "{}" {
			t.Fatalf("Marshal(Rules{}) = %s, %v; want {}", data, err)
		}
		var r *Rules
		if err := json.Unmarshal(data, &r); err != nil || r == nil ||
			!cmp.Equal(*r, Rules{}, equateEmpty) {
			t.Errorf("Unmarshal({}) = %+v, %v; want the zero Rules", r, err)
		}
	})
}

func TestRulesJSONMarshalErrors(t *testing.T) {
	tests := []struct {
		name string
		r    Rules
		path string
	}{
		{"cell 81", Rules{Houses: [][]int{{0, 81}}}, "rules.houses[0][1]"},
		{"cell -1", Rules{Cages: []Cage{{Cells: []int{-1}}}}, "rules.cages[0].cells[0]"},
		{"thermo", Rules{Thermos: []Thermo{{Cells: []int{1, 2, 99}}}}, "rules.thermos[0][2]"},
		{"arrow circle", Rules{Arrows: []Arrow{{Circle: []int{100}}}}, "rules.arrows[0].circle[0]"},
		{"arrow line", Rules{Arrows: []Arrow{{Circle: []int{1}, Cells: []int{2, 81}}}}, "rules.arrows[0].line[1]"},
		{"dot cell", Rules{Dots: []Dot{{A: 0, B: 81, Kind: XMark}}}, "rules.dots[0].cells[1]"},
		{"dot kind", Rules{Dots: []Dot{{A: 0, B: 1}}}, "rules.dots[0].kind"},
		{"region", Rules{Regions: &[81]uint8{5: 9}}, "rules.regions[5]"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := json.Marshal(tt.r)
			var je *JSONError
			if !errors.As(err, &je) || je.Path != tt.path || !errors.Is(err, ErrJSON) {
				t.Errorf("got %v, want a *JSONError at %s", err, tt.path)
			}
		})
	}
}

func TestDotKindText(t *testing.T) {
	checkKindText(t, map[DotKind]string{WhiteDot: "white", BlackDot: "black",
		XMark: "x", VMark: "v", SumMark: "sum", 0: "DotKind(0)", 9: "DotKind(9)"},
		WhiteDot, SumMark, "grey", `"grey" is not a dot kind (white, black, x, v or sum)`)
}

func TestLineKindText(t *testing.T) {
	checkKindText(t, map[LineKind]string{WhisperLine: "whisper", RenbanLine: "renban",
		PalindromeLine: "palindrome", BetweenLine: "between", LockoutLine: "lockout",
		RegionSumLine: "regionSum", ZipperLine: "zipper", EntropicLine: "entropic",
		ModularLine: "modular", DoubleArrowLine: "doubleArrow",
		0: "LineKind(0)", 11: "LineKind(11)"},
		WhisperLine, DoubleArrowLine, "Renban", `"Renban" is not a line kind (whisper, renban, `+
			`palindrome, between, lockout, regionSum, zipper, entropic, modular or doubleArrow)`)
}

func TestOutsideKindText(t *testing.T) {
	checkKindText(t, map[OutsideKind]string{LittleKillerClue: "littleKiller",
		SandwichClue: "sandwich", XSumClue: "xSum", SkyscraperClue: "skyscraper",
		0: "OutsideKind(0)", 5: "OutsideKind(5)"},
		LittleKillerClue, SkyscraperClue, "", `"" is not an outside kind (littleKiller, sandwich, xSum or skyscraper)`)
}

// checkKindText checks the text methods of a kind type: the names of
// every kind from first to last and of some values that are not kinds,
// the round trip of each kind's name, and that a bad name is refused
// with the message want and leaves the value unchanged.
func checkKindText[K interface {
	~uint8
	String() string
	MarshalText() ([]byte, error)
}, P interface {
	*K
	UnmarshalText([]byte) error
}](t *testing.T, names map[K]string, first, last K, bad, want string) {
	t.Helper()
	for k, name := range names {
		if got := k.String(); got != name {
			t.Errorf("%d.String() = %q, want %q", k, got, name)
		}
		text, err := k.MarshalText()
		if valid := k >= first && k <= last; valid != (err == nil) {
			t.Errorf("%d.MarshalText() error %v, want error %v", k, err, !valid)
		}
		if err != nil {
			continue
		}
		var back K
		if err := P(&back).UnmarshalText(text); err != nil || back != k {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", text, back, err, k)
		}
	}
	back := last
	err := P(&back).UnmarshalText([]byte(bad))
	if !errors.Is(err, ErrJSON) || back != last || err.Error() != want {
		t.Errorf("UnmarshalText(%q): got %v, %v; want %q", bad, back, err, want)
	}
}

// FuzzRulesJSON reads arbitrary bytes as a Rules and as a Puzzle: it must
// not panic, and whatever it reads must write and read back the same.
func FuzzRulesJSON(f *testing.F) {
	golden, err := os.ReadFile(filepath.Join("testdata", "rules_json.golden"))
	if err != nil {
		f.Fatal(err)
	}
	for _, line := range strings.Split(string(golden), "\n") {
		f.Add([]byte(line))
		if i := strings.Index(line, `"rules":`); i >= 0 {
			f.Add([]byte(line[i+len(`"rules":`) : len(line)-1]))
		}
	}
	for _, s := range []string{`{}`, `null`, `{"cages":[{"cells":["r1c1"],"sum":-0}]}`,
		`{"dots":[{"cells":["r1c1","r1c2"],"kind":"white"}]}`, `{"regions":"1"}`,
		`{"arrows":[{"circle":[],"line":[]}]}`, `{"thermos":[[]]}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var r Rules
		if err := json.Unmarshal(data, &r); err == nil {
			again, err := json.Marshal(r)
			if err != nil {
				t.Fatalf("Marshal of what Unmarshal read: %v", err)
			}
			var back Rules
			if err := json.Unmarshal(again, &back); err != nil {
				t.Fatalf("Unmarshal(%s): %v", again, err)
			}
			if diff := cmp.Diff(r, back, equateEmpty); diff != "" {
				t.Fatalf("round trip through %s (-want +got):\n%s", again, diff)
			}
		}
		var p Puzzle
		if err := json.Unmarshal(data, &p); err == nil {
			again, err := json.Marshal(p)
			if err != nil {
				t.Fatalf("Marshal of what Unmarshal read: %v", err)
			}
			var back Puzzle
			if err := json.Unmarshal(again, &back); err != nil {
				t.Fatalf("Unmarshal(%s): %v", again, err)
			}
			if diff := cmp.Diff(p, back, equateEmpty); diff != "" {
				t.Fatalf("round trip through %s (-want +got):\n%s", again, diff)
			}
		}
	})
}
