package fpuzzles

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/sudokugo/sudoku"
)

// This file turns the f-puzzles JSON into a sudoku.Puzzle. It reads the
// JSON as JavaScript does (a key given twice keeps its last value) but
// checks every value it uses.

// flagKeys are the f-puzzles keys of the boolean rules.
var flagKeys = []string{"diagonal+", "diagonal-", "antiknight", "antiking",
	"nonconsecutive", "disjointgroups", "windoku"}

// ignoredKeys are the top-level keys that carry no rule.
// "activeConstraints" names the kinds of constraint the editor shows, such
// as "Killer Cage"; the constraints themselves are under their own keys.
var ignoredKeys = []string{"title", "author", "ruleset", "solution",
	"successMessage", "highlightConflicts", "disabledlogic",
	"truecandidatesoptions", "activeConstraints", "fogofwar", "foglight"}

// cosmeticKeys are f-puzzles' cosmetic tools, lists of shapes without
// rules.
var cosmeticKeys = []string{"text", "line", "rectangle", "circle", "cage"}

// constraintMarks are the keys by which a cosmetic shape says it was
// drawn for a constraint, and so stands for a rule.
var constraintMarks = []string{"fromConstraint", "isNewConstraint", "isLLConstraint"}

// colourKeys are the keys of an item that only colour it.
var colourKeys = []string{"outlineC", "fontC", "baseC"}

// cellIgnored are the keys of a grid cell that hold colours or the
// player's marks.
var cellIgnored = []string{"c", "cArray", "highlight", "highlightArray",
	"centerPencilMarks", "cornerPencilMarks", "candidates"}

// A converter collects the puzzle as the keys are read.
type converter struct {
	p sudoku.Puzzle
}

// flag returns the rule that an f-puzzles flag key sets.
func (c *converter) flag(key string) *bool {
	r := &c.p.Rules
	switch key {
	case "diagonal+":
		return &r.AntiDiagonal
	case "diagonal-":
		return &r.MainDiagonal
	case "antiknight":
		return &r.AntiKnight
	case "antiking":
		return &r.AntiKing
	case "nonconsecutive":
		return &r.NonConsecutive
	case "disjointgroups":
		return &r.DisjointGroups
	case "windoku":
		return &r.Windoku
	}
	return nil
}

// convert reads the f-puzzles JSON.
func convert(data []byte) (sudoku.Puzzle, error) {
	if !json.Valid(data) {
		var x any
		err := json.Unmarshal(data, &x) // for the message, which says where
		return sudoku.Puzzle{}, &FormatError{Value: strconv.Quote(cut(string(data))),
			Reason: "is not JSON", Err: err}
	}
	root := value{raw: data}
	fields, err := root.object()
	if err != nil {
		return sudoku.Puzzle{}, err
	}
	var c converter
	// The size first, so that a puzzle of another size reports that
	// rather than a grid of the wrong shape.
	size, ok := fields["size"]
	if !ok {
		return sudoku.Puzzle{}, &FormatError{Path: "size", Reason: "is missing"}
	}
	if err := c.size(size); err != nil {
		return sudoku.Puzzle{}, err
	}
	// The other keys in sorted order, so that the first error is always
	// the same one; the grid last, so that an unsupported rule is
	// reported before any fault in the grid.
	for _, k := range sortedKeys(fields) {
		if err := c.key(k, fields[k]); err != nil {
			return sudoku.Puzzle{}, err
		}
	}
	grid, ok := fields["grid"]
	if !ok {
		return sudoku.Puzzle{}, &FormatError{Path: "grid", Reason: "is missing"}
	}
	if err := c.grid(grid); err != nil {
		return sudoku.Puzzle{}, err
	}
	c.windoku()
	if err := c.exemptions(); err != nil {
		return sudoku.Puzzle{}, err
	}
	return c.p, nil
}

// exemptions brings f-puzzles' rule for marked pairs into [sudoku.Rules].
// In f-puzzles a pair with a kropki dot is exempt from "nonconsecutive"
// and from the negative kropki rules, and a pair with an X or V from the
// negative XV rule, as in Rules' negative rules; but NonConsecutive
// exempts none. So nonconsecutive becomes AllWhite when the puzzle has
// kropki dots.
func (c *converter) exemptions() error {
	r := &c.p.Rules
	kropki := false
	for _, d := range r.Dots {
		kropki = kropki || d.Kind == sudoku.WhiteDot || d.Kind == sudoku.BlackDot
	}
	if r.NonConsecutive && kropki {
		r.NonConsecutive, r.AllWhite = false, true
	}
	return nil
}

// key reads one top-level key other than size and grid.
func (c *converter) key(k string, v value) error {
	switch {
	case k == "size" || k == "grid" || slices.Contains(ignoredKeys, k):
		return nil
	case slices.Contains(flagKeys, k):
		return v.boolean(c.flag(k))
	case slices.Contains(cosmeticKeys, k):
		return cosmetic(k, v)
	}
	switch k {
	case "killercage":
		return v.each(c.cage)
	case "thermometer":
		return v.each(c.thermo)
	case "arrow":
		return v.each(c.arrow)
	case "difference":
		return v.each(func(item value) error { return c.dot(k, item, sudoku.WhiteDot) })
	case "ratio":
		return v.each(func(item value) error { return c.dot(k, item, sudoku.BlackDot) })
	case "xv":
		return v.each(func(item value) error { return c.dot(k, item, 0) })
	case "negative":
		return v.each(c.negative)
	case "extraregion":
		return v.each(c.extraRegion)
	case "odd", "even", "minimum", "maximum", "quadruple":
		return c.markKey(k, v)
	case "renban", "betweenline", "regionsumline":
		return v.each(func(item value) error { return c.line(k, item) })
	case "whispers":
		return v.each(c.whispers)
	case "palindrome":
		return v.each(c.palindrome)
	case "clone":
		return v.each(c.clone)
	case "littlekillersum":
		return v.each(c.littleKiller)
	case "sandwichsum":
		return v.each(c.sandwich)
	}
	if v.isEmpty() {
		return nil
	}
	return &UnsupportedError{Constraint: k, Path: v.path}
}

// size checks that the grid is 9×9.
func (c *converter) size(v value) error {
	n, err := v.integer()
	if err != nil {
		return err
	}
	if n != 9 {
		return &UnsupportedError{Constraint: "size", Path: v.path,
			Detail: "grid size " + strconv.Itoa(n)}
	}
	return nil
}

// grid reads the 9 rows of 9 cells: the givens and the regions.
func (c *converter) grid(v value) error {
	rows, err := v.array()
	if err != nil {
		return err
	}
	if len(rows) != 9 {
		return v.fail("is not 9 rows")
	}
	var regions [81]uint8
	jigsaw := false
	for r, row := range rows {
		cells, err := row.array()
		if err != nil {
			return err
		}
		if len(cells) != 9 {
			return row.fail("is not 9 cells")
		}
		for col, cell := range cells {
			i := r*9 + col
			region, err := c.cell(i, cell)
			if err != nil {
				return err
			}
			regions[i] = region
			jigsaw = jigsaw || region != box(i)
		}
	}
	if jigsaw {
		c.p.Rules.Regions = &regions
	}
	return nil
}

// box is the 3×3 box of cell i, numbered 0-8 like f-puzzles' regions.
func box(i int) uint8 { return uint8(i/27*3 + i%9/3) }

// cell reads one cell of the grid, cell i, into the grid, and returns its
// region.
func (c *converter) cell(i int, v value) (uint8, error) {
	region := box(i)
	if v.isNull() {
		return region, nil
	}
	fields, err := v.object()
	if err != nil {
		return 0, err
	}
	given := false
	if g, ok := fields["given"]; ok {
		if err := g.boolean(&given); err != nil {
			return 0, err
		}
	}
	for _, k := range sortedKeys(fields) {
		f := fields[k]
		switch {
		case k == "given" || slices.Contains(cellIgnored, k):
		case k == "value":
			if !given || f.isNull() {
				continue // a player's entry, not a given
			}
			d, err := f.integer()
			if err != nil {
				return 0, err
			}
			if d < 0 || d > 9 {
				return 0, f.fail("is not a digit in " + cellName(i))
			}
			c.p.Grid[i] = uint8(d)
		case k == "region":
			if f.isNull() {
				continue
			}
			n, err := f.integer()
			if err != nil {
				return 0, err
			}
			if n < 0 || n > 8 {
				return 0, f.fail("is not a region 0-8 in " + cellName(i))
			}
			region = uint8(n)
		case k == "givenPencilMarks" && f.isEmpty():
		default:
			return 0, &UnsupportedError{Constraint: k, Path: f.path,
				Detail: strconv.Quote(k) + " in " + cellName(i)}
		}
	}
	return region, nil
}

// cellName names cell i in r1c1 notation, as f-puzzles' players read it.
func cellName(i int) string {
	return "r" + strconv.Itoa(i/9+1) + "c" + strconv.Itoa(i%9+1)
}

// cosmetic checks a list of cosmetic shapes: ignored, unless one says it
// was drawn for a constraint.
func cosmetic(key string, v value) error {
	return v.each(func(item value) error {
		fields, err := item.object()
		if err != nil {
			return err
		}
		for _, mark := range constraintMarks {
			f, ok := fields[mark]
			if ok && !f.isEmpty() {
				return &UnsupportedError{Constraint: key, Path: f.path,
					Detail: key + " drawn for the constraint " + cut(string(f.raw))}
			}
		}
		return nil
	})
}

// itemFields reads an item of the list key as an object whose keys are
// all among want or colourKeys, and returns them.
func itemFields(key string, item value, want ...string) (map[string]value, error) {
	fields, err := item.object()
	if err != nil {
		return nil, err
	}
	for _, k := range sortedKeys(fields) {
		if !slices.Contains(want, k) && !slices.Contains(colourKeys, k) {
			return nil, &UnsupportedError{Constraint: key, Path: fields[k].path,
				Detail: key + " with " + strconv.Quote(k)}
		}
	}
	return fields, nil
}

// required returns the value of a key that an item must have.
func required(item value, fields map[string]value, k string) (value, error) {
	f, ok := fields[k]
	if !ok {
		return f, &FormatError{Path: item.path + "." + k, Reason: "is missing"}
	}
	return f, nil
}

// requiredItem reads an item of the list key as itemFields does, whose
// keys are all among need, others or colourKeys, and which must have
// need; it returns the fields and the value of need.
func requiredItem(key string, item value, need string, others ...string) (map[string]value, value, error) {
	fields, err := itemFields(key, item, append([]string{need}, others...)...)
	if err != nil {
		return nil, value{}, err
	}
	f, err := required(item, fields, need)
	return fields, f, err
}

// cage reads a killer cage: {"cells":[...],"value":"15"}.
func (c *converter) cage(item value) error {
	fields, f, err := requiredItem("killercage", item, "cells", "value")
	if err != nil {
		return err
	}
	cells, err := f.cells()
	if err != nil {
		return err
	}
	sum := 0
	if v, ok := fields["value"]; ok {
		s, ok := v.text()
		if !ok {
			return v.fail("is not a cage total")
		}
		if s != "" {
			if sum, err = strconv.Atoi(s); err != nil {
				return &UnsupportedError{Constraint: "killercage", Path: v.path,
					Detail: "cage total " + strconv.Quote(s)}
			}
		}
	}
	c.p.Rules.Cages = append(c.p.Rules.Cages, sudoku.Cage{Cells: cells, Sum: sum})
	return nil
}

// lines reads the "lines" of an item, a list of lists of cells, and
// returns them with the item's fields, which must be "lines" or among
// others.
func lines(key string, item value, others ...string) ([][]int, map[string]value, error) {
	fields, f, err := requiredItem(key, item, "lines", others...)
	if err != nil {
		return nil, nil, err
	}
	var out [][]int
	err = f.each(func(line value) error {
		cells, err := line.cells()
		out = append(out, cells)
		return err
	})
	return out, fields, err
}

// thermo reads a thermometer: {"lines":[[bulb, ...], ...]}, each line a
// thermometer of its own.
func (c *converter) thermo(item value) error {
	ls, _, err := lines("thermometer", item)
	if err != nil {
		return err
	}
	for _, l := range ls {
		c.p.Rules.Thermos = append(c.p.Rules.Thermos, sudoku.Thermo{Cells: l})
	}
	return nil
}

// arrow reads an arrow: {"cells":[circle...],"lines":[[...], ...]}, each
// line starting in the circle.
func (c *converter) arrow(item value) error {
	ls, fields, err := lines("arrow", item, "cells")
	if err != nil {
		return err
	}
	f, err := required(item, fields, "cells")
	if err != nil {
		return err
	}
	circle, err := f.cells()
	if err != nil {
		return err
	}
	// A pill reads left to right or downwards: row-major order.
	slices.Sort(circle)
	var in [81]bool // the cells of the circle; f.cells gives 0-80
	for _, cell := range circle {
		in[cell] = true
	}
	// The arrows of one circle share its cells, capped so that an append
	// to one cannot reach the others, and the work stays linear in the
	// input however many lines the circle has.
	circle = circle[:len(circle):len(circle)]
	for _, l := range ls {
		n := 0
		for n < len(l) && in[l[n]] {
			n++
		}
		c.p.Rules.Arrows = append(c.p.Rules.Arrows, sudoku.Arrow{
			Circle: circle, Cells: l[n:len(l):len(l)]})
	}
	return nil
}

// dot reads a mark between two cells, {"cells":[a,b],"value":v}: a kropki
// dot of the given kind whose value, when given, is its difference or
// ratio, or, when kind is 0, an XV mark whose value says its kind.
func (c *converter) dot(key string, item value, kind sudoku.DotKind) error {
	fields, f, err := requiredItem(key, item, "cells", "value")
	if err != nil {
		return err
	}
	cells, err := f.cells()
	if err != nil {
		return err
	}
	if len(cells) != 2 {
		return f.fail("is not a pair of cells")
	}
	v, ok := fields["value"]
	s, isText := v.text()
	n := 0
	switch {
	case ok && !isText:
		return v.fail("is not a " + key + " value")
	case kind == 0 && (s == "X" || s == "x"):
		kind = sudoku.XMark
	case kind == 0 && (s == "V" || s == "v"):
		kind = sudoku.VMark
	case kind == 0 && !ok:
		return &FormatError{Path: item.path + ".value", Reason: "is missing"}
	case kind == 0:
		return &UnsupportedError{Constraint: key, Path: v.path,
			Detail: key + " mark of value " + strconv.Quote(s)}
	case s != "":
		// A difference of 1-8 or a ratio of 2-9; the usual one is
		// kept as 0, as in Rules.
		lo, hi, def := 1, 8, 1
		if kind == sudoku.BlackDot {
			lo, hi, def = 2, 9, 2
		}
		if n, err = strconv.Atoi(s); err != nil || n < lo || n > hi {
			return &UnsupportedError{Constraint: key, Path: v.path,
				Detail: key + " mark of value " + strconv.Quote(s)}
		}
		if n == def {
			n = 0
		}
	}
	c.p.Rules.Dots = append(c.p.Rules.Dots,
		sudoku.Dot{A: cells[0], B: cells[1], Kind: kind, Value: n})
	return nil
}

// negative reads an entry of "negative": the kind of mark of which every
// one is given.
func (c *converter) negative(v value) error {
	s, err := v.str()
	if err != nil {
		return err
	}
	r := &c.p.Rules
	switch s {
	case "difference":
		r.AllWhite = true
	case "ratio":
		r.AllBlack = true
	case "xv":
		r.AllXV = true
	default:
		return &UnsupportedError{Constraint: "negative", Path: v.path,
			Detail: "the negative constraint " + strconv.Quote(s)}
	}
	return nil
}

// extraRegion reads an extra region: {"cells":[...]}.
func (c *converter) extraRegion(item value) error {
	_, f, err := requiredItem("extraregion", item, "cells")
	if err != nil {
		return err
	}
	cells, err := f.cells()
	if err != nil {
		return err
	}
	c.p.Rules.Houses = append(c.p.Rules.Houses, cells)
	return nil
}

// windoku replaces the four windows of windoku, when all are among the
// extra houses, by the Windoku rule.
func (c *converter) windoku() {
	r := &c.p.Rules
	var found []int // the index in r.Houses of each window
	for _, corner := range []int{10, 14, 46, 50} {
		var window []int
		for i := range 9 {
			window = append(window, corner+i/3*9+i%3)
		}
		for h, house := range r.Houses {
			sorted := slices.Sorted(slices.Values(house))
			if slices.Equal(sorted, window) && !slices.Contains(found, h) {
				found = append(found, h)
				break
			}
		}
	}
	if len(found) < 4 {
		return
	}
	var rest [][]int
	for h, house := range r.Houses {
		if !slices.Contains(found, h) {
			rest = append(rest, house)
		}
	}
	r.Houses = rest
	r.Windoku = true
}

// A value is one value of the f-puzzles JSON, with its path.
type value struct {
	path string
	raw  json.RawMessage
}

// fail returns a FormatError for v.
func (v value) fail(reason string) error {
	return &FormatError{Path: v.path, Value: cut(compact(v.raw)), Reason: reason}
}

// compact returns JSON text without its white space, so that it fits on
// the line of an error message; text that is not JSON comes back as is.
func compact(raw []byte) string {
	var b bytes.Buffer
	if json.Compact(&b, raw) != nil {
		return string(raw)
	}
	return b.String()
}

func (v value) isNull() bool { return string(bytes.TrimSpace(v.raw)) == "null" }

// isEmpty reports whether v says nothing: null, false, "", or an empty
// list or object.
func (v value) isEmpty() bool {
	var x any
	if json.Unmarshal(v.raw, &x) != nil {
		return false
	}
	switch x := x.(type) {
	case nil:
		return true
	case bool:
		return !x
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}

// join appends a key to a path.
func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// object reads v as an object.
func (v value) object() (map[string]value, error) {
	var m map[string]json.RawMessage
	if json.Unmarshal(v.raw, &m) != nil || m == nil {
		return nil, v.fail("is not an object")
	}
	fields := make(map[string]value, len(m))
	for k, raw := range m {
		fields[k] = value{path: join(v.path, k), raw: raw}
	}
	return fields, nil
}

// sortedKeys returns the keys of fields in order.
func sortedKeys(fields map[string]value) []string {
	keys := make([]string, 0, len(fields))
	for k := range fields {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// array reads v as an array; null is an empty one.
func (v value) array() ([]value, error) {
	var a []json.RawMessage
	if json.Unmarshal(v.raw, &a) != nil {
		return nil, v.fail("is not a list")
	}
	items := make([]value, len(a))
	for i, raw := range a {
		items[i] = value{path: v.path + "[" + strconv.Itoa(i) + "]", raw: raw}
	}
	return items, nil
}

// each calls fn on each item of the array v in order.
func (v value) each(fn func(item value) error) error {
	items, err := v.array()
	if err != nil {
		return err
	}
	for _, item := range items {
		if err := fn(item); err != nil {
			return err
		}
	}
	return nil
}

// boolean reads a JSON boolean into *b; null is false.
func (v value) boolean(b *bool) error {
	if v.isNull() {
		*b = false
		return nil
	}
	if json.Unmarshal(v.raw, b) != nil {
		return v.fail("is not true or false")
	}
	return nil
}

// str reads a JSON string.
func (v value) str() (string, error) {
	var s string
	if v.isNull() || json.Unmarshal(v.raw, &s) != nil {
		return "", v.fail("is not a string")
	}
	return s, nil
}

// text reads a value that f-puzzles writes as a string but that may be a
// number: the text, trimmed of spaces; "" for null. It reports false for
// any other type.
func (v value) text() (string, bool) {
	var x any
	if json.Unmarshal(v.raw, &x) != nil {
		return "", false
	}
	switch x := x.(type) {
	case nil:
		return "", true
	case string:
		return strings.TrimSpace(x), true
	case float64:
		return string(bytes.TrimSpace(v.raw)), true
	}
	return "", false
}

// integer reads an integer written as a JSON number or a string of
// digits.
func (v value) integer() (int, error) {
	s, ok := v.text()
	if ok && s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n, nil
		}
	}
	return 0, v.fail("is not an integer")
}

// cell reads a cell "R1C1" to "R9C9" (either case).
func (v value) cell() (int, error) {
	s, err := v.str()
	if err != nil {
		return 0, err
	}
	if len(s) != 4 || (s[0] != 'R' && s[0] != 'r') || (s[2] != 'C' && s[2] != 'c') ||
		s[1] < '1' || s[1] > '9' || s[3] < '1' || s[3] > '9' {
		return 0, v.fail("is not a cell")
	}
	return int(s[1]-'1')*9 + int(s[3]-'1'), nil
}

// cells reads a list of cells.
func (v value) cells() ([]int, error) {
	var cells []int
	err := v.each(func(item value) error {
		c, err := item.cell()
		cells = append(cells, c)
		return err
	})
	return cells, err
}
