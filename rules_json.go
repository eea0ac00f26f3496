package sudoku

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"unicode/utf8"
)

// A Puzzle is a grid with the rules it is played by.
//
// Its JSON form is one object with the grid as the 81-character line that
// [Grid.MarshalText] writes, and the rules in the form that
// [Rules.MarshalJSON] describes, left out for classic Sudoku:
//
//	{"grid":"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......","rules":{"antiKnight":true}}
//
// [encoding/json.Marshal] writes a Puzzle on one line, so a file of
// puzzles can hold one per line. A Puzzle holds a [Rules], which holds
// slices, so Puzzles do not compare with ==.
//
// Rules is a value, not a pointer as in [Solver], [Generator] and
// [Generated], so that the zero Puzzle is an empty classic grid: [Rules]
// says why, and how the two meet.
type Puzzle struct {
	Grid  Grid  `json:"grid"`           // the 81-character line, as Grid's MarshalText writes it
	Rules Rules `json:"rules,omitzero"` // omitted for classic
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]. It reads an object
// with the key "grid", which is required and read by [Grid.UnmarshalText],
// and the key "rules", which is optional (absent or null for classic) and
// read by [Rules.UnmarshalJSON]. Any other key, a value of the wrong type
// or a grid that does not parse is an error of type [*JSONError]. On error
// p is left unchanged. It runs in time linear in len(data).
func (p *Puzzle) UnmarshalJSON(data []byte) error {
	root, err := rootValue("", data)
	if err != nil {
		return err
	}
	var q Puzzle
	err = root.object(func(key string, v jsonValue) error {
		switch key {
		case "grid":
			return v.grid(&q.Grid)
		case "rules":
			return q.Rules.UnmarshalJSON(v.raw)
		}
		return v.unknown()
	}, "grid")
	if err != nil {
		return err
	}
	*p = q
	return nil
}

// ErrJSON is the sentinel of the JSON form: every error that
// [Rules.UnmarshalJSON], [Rules.MarshalJSON], [Puzzle.UnmarshalJSON] and
// the text methods of [DotKind], [LineKind] and [OutsideKind] return is a [*JSONError], which wraps it.
var ErrJSON = errors.New("invalid puzzle JSON")

// A JSONError reports a value in the JSON form of a [Puzzle] or [Rules]
// that cannot be read, or a rule that cannot be written (a cell out of
// range, an unknown [DotKind], a region number above 8).
//
// Path says where the value is, from the top of a [Puzzle]: keys joined
// by '.', and list indexes in brackets, as in "rules.cages[3].cells[1]".
// The paths of a Rules start with "rules", the key it has in a Puzzle,
// even when a Rules is read on its own. Path is empty for the whole value.
type JSONError struct {
	Path   string // where the value is, such as "rules.cages[3].cells[1]"
	Value  string // the value as JSON text, cut at 40 bytes; empty for a missing or unknown key
	Reason string // what is wrong with it, such as "is not a cell"
	Err    error  // the cause, such as a [*ParseError] for the grid, or nil
}

// Error returns the message: the path, the value, the reason, and the
// cause when there is one, as in
// `rules.cages[3].cells[1]: "r10c1" is not a cell`.
func (e *JSONError) Error() string {
	msg := e.Reason
	if e.Value != "" {
		msg = e.Value + " " + msg
	}
	if e.Path != "" {
		msg = e.Path + ": " + msg
	}
	if e.Err != nil {
		msg += ": " + e.Err.Error()
	}
	return msg
}

// Unwrap returns [ErrJSON], and the cause when there is one, so that
// errors.Is(err, ErrJSON) holds for every JSONError and errors.As finds a
// [*ParseError] behind a grid that does not parse.
func (e *JSONError) Unwrap() []error {
	if e.Err == nil {
		return []error{ErrJSON}
	}
	return []error{ErrJSON, e.Err}
}

// MarshalJSON implements [encoding/json.Marshaler]. It writes the rules as
// one JSON object whose keys come in a fixed order and are left out when
// the rule is off or the list is empty, so the zero Rules is {}:
//
//   - "regions": the 81 region numbers of [Rules.Regions] as one string,
//     each written as a digit 1-9 (region 0 is '1');
//   - "mainDiagonal", "antiDiagonal", "windoku", "disjointGroups": true;
//   - "houses": a list of lists of cells;
//   - "antiKnight", "antiKing", "nonConsecutive": true;
//   - "cages": a list of {"cells":[...],"sum":N}, sum left out when 0;
//   - "thermos": a list of lists of cells, each from the bulb;
//   - "arrows": a list of {"circle":[...],"line":[...]};
//   - "dots": a list of {"cells":[a,b],"kind":k,"value":N}, k as
//     [DotKind.String], value left out when 0;
//   - "allWhite", "allBlack", "allXV": true;
//   - "odd", "even", "minimums", "maximums": lists of cells;
//   - "quadruples": a list of {"cell":c,"digits":[...]};
//   - "lines": a list of {"kind":k,"cells":[...],"value":N}, k as
//     [LineKind.String], value left out when 0;
//   - "outside": a list of {"kind":k,"cells":[...],"value":N}, k as
//     [OutsideKind.String];
//   - "clones": a list of {"a":[...],"b":[...]}.
//
// A cage with AllowRepeats has "allowRepeats":true.
//
// A cell is written "r1c1" to "r9c9". A cell outside 0-80 or a region
// number above 8 is an error of type [*JSONError], and so is a kind that is not a [DotKind], [LineKind] or
// [OutsideKind]. A list inside an item (the cells of a cage) is written
// even when empty. It does not check that the rules make sense: that is
// [Rules.Check]'s work.
//
// Its receiver is a value, so that a Rules value, such as a Puzzle's,
// marshals in this form; and so, as for every value method, calling it
// directly through a nil *Rules panics. [encoding/json.Marshal] does not
// call it then: it writes null for a nil *Rules, alone or in a field, and
// [encoding/json.Unmarshal] reads that null back as a nil *Rules, that is
// classic. To get {} for a *Rules r that may be nil, marshal the zero
// Rules when r is nil.
func (rs Rules) MarshalJSON() ([]byte, error) {
	f, err := rs.form()
	if err != nil {
		return nil, err
	}
	return json.Marshal(f)
}

// rulesForm is the JSON form of a Rules; its field order is the order of
// the keys in the output.
type rulesForm struct {
	Regions        string      `json:"regions,omitempty"`
	MainDiagonal   bool        `json:"mainDiagonal,omitempty"`
	AntiDiagonal   bool        `json:"antiDiagonal,omitempty"`
	Windoku        bool        `json:"windoku,omitempty"`
	DisjointGroups bool        `json:"disjointGroups,omitempty"`
	Houses         [][]string  `json:"houses,omitempty"`
	AntiKnight     bool        `json:"antiKnight,omitempty"`
	AntiKing       bool        `json:"antiKing,omitempty"`
	NonConsecutive bool        `json:"nonConsecutive,omitempty"`
	Cages          []cageForm  `json:"cages,omitempty"`
	Thermos        [][]string  `json:"thermos,omitempty"`
	Arrows         []arrowForm `json:"arrows,omitempty"`
	Dots           []dotForm   `json:"dots,omitempty"`
	AllWhite       bool        `json:"allWhite,omitempty"`
	AllBlack       bool        `json:"allBlack,omitempty"`
	AllXV          bool        `json:"allXV,omitempty"`
	Odd            []string    `json:"odd,omitempty"`
	Even           []string    `json:"even,omitempty"`
	Minimums       []string    `json:"minimums,omitempty"`
	Maximums       []string    `json:"maximums,omitempty"`
	Quadruples     []quadForm  `json:"quadruples,omitempty"`
	Lines          []lineForm  `json:"lines,omitempty"`
	Outside        []lineForm  `json:"outside,omitempty"`
	Clones         []cloneForm `json:"clones,omitempty"`
}

type cageForm struct {
	Cells        []string `json:"cells"`
	Sum          int      `json:"sum,omitempty"`
	AllowRepeats bool     `json:"allowRepeats,omitempty"`
}

type quadForm struct {
	Cell   string `json:"cell"`
	Digits []int  `json:"digits"`
}

// lineForm is the form of a Line and of an OutsideClue.
type lineForm struct {
	Kind  string   `json:"kind"`
	Cells []string `json:"cells"`
	Value int      `json:"value,omitempty"`
}

type cloneForm struct {
	A []string `json:"a"`
	B []string `json:"b"`
}

type arrowForm struct {
	Circle []string `json:"circle"`
	Line   []string `json:"line"`
}

type dotForm struct {
	Cells []string `json:"cells"`
	Kind  string   `json:"kind"`
	Value int      `json:"value,omitempty"`
}

// form converts rs to its JSON form, checking every cell, region number
// and dot kind on the way.
func (rs Rules) form() (*rulesForm, error) {
	f := &rulesForm{
		MainDiagonal: rs.MainDiagonal, AntiDiagonal: rs.AntiDiagonal,
		Windoku: rs.Windoku, DisjointGroups: rs.DisjointGroups,
		AntiKnight: rs.AntiKnight, AntiKing: rs.AntiKing,
		NonConsecutive: rs.NonConsecutive,
		AllWhite:       rs.AllWhite, AllBlack: rs.AllBlack, AllXV: rs.AllXV,
	}
	if rs.Regions != nil {
		var b [81]byte
		for i, r := range rs.Regions {
			if r > 8 {
				return nil, &JSONError{Path: "rules.regions[" + strconv.Itoa(i) + "]",
					Value: strconv.Itoa(int(r)), Reason: "is not a region 0-8"}
			}
			b[i] = '1' + r
		}
		f.Regions = string(b[:])
	}
	var err error
	f.Houses = make([][]string, len(rs.Houses))
	for i, h := range rs.Houses {
		path := "rules.houses[" + strconv.Itoa(i) + "]"
		if f.Houses[i], err = cellNames(path, h); err != nil {
			return nil, err
		}
	}
	for i, cg := range rs.Cages {
		path := "rules.cages[" + strconv.Itoa(i) + "]"
		cf := cageForm{Sum: cg.Sum, AllowRepeats: cg.AllowRepeats}
		if cf.Cells, err = cellNames(path+".cells", cg.Cells); err != nil {
			return nil, err
		}
		f.Cages = append(f.Cages, cf)
	}
	f.Thermos = make([][]string, len(rs.Thermos))
	for i, t := range rs.Thermos {
		path := "rules.thermos[" + strconv.Itoa(i) + "]"
		if f.Thermos[i], err = cellNames(path, t.Cells); err != nil {
			return nil, err
		}
	}
	for i, a := range rs.Arrows {
		path := "rules.arrows[" + strconv.Itoa(i) + "]"
		var af arrowForm
		if af.Circle, err = cellNames(path+".circle", a.Circle); err != nil {
			return nil, err
		}
		if af.Line, err = cellNames(path+".line", a.Cells); err != nil {
			return nil, err
		}
		f.Arrows = append(f.Arrows, af)
	}
	for i, d := range rs.Dots {
		path := "rules.dots[" + strconv.Itoa(i) + "]"
		var df dotForm
		if df.Cells, err = cellNames(path+".cells", []int{d.A, d.B}); err != nil {
			return nil, err
		}
		name, ok := kindName(dotKindNames[:], d.Kind)
		if !ok {
			return nil, &JSONError{Path: path + ".kind",
				Value: strconv.Itoa(int(d.Kind)), Reason: "is not a dot kind"}
		}
		df.Kind, df.Value = name, d.Value
		f.Dots = append(f.Dots, df)
	}
	return f, rs.formMore(f)
}

// formMore converts the rules of rs that came after the dots, from the
// odd cells to the clones, into f.
func (rs Rules) formMore(f *rulesForm) error {
	var err error
	for _, l := range []struct {
		key   string
		cells []int
		dst   *[]string
	}{
		{"odd", rs.Odd, &f.Odd}, {"even", rs.Even, &f.Even},
		{"minimums", rs.Minimums, &f.Minimums}, {"maximums", rs.Maximums, &f.Maximums},
	} {
		if len(l.cells) == 0 {
			continue
		}
		if *l.dst, err = cellNames("rules."+l.key, l.cells); err != nil {
			return err
		}
	}
	for i, q := range rs.Quadruples {
		path := "rules.quadruples[" + strconv.Itoa(i) + "]"
		if q.Cell < 0 || q.Cell > 80 {
			return &JSONError{Path: path + ".cell", Value: strconv.Itoa(q.Cell),
				Reason: "is not a cell 0-80"}
		}
		digits := q.Digits
		if digits == nil {
			digits = []int{}
		}
		f.Quadruples = append(f.Quadruples, quadForm{Cell: cellName(q.Cell), Digits: digits})
	}
	for i, l := range rs.Lines {
		lf, err := lineFormOf("rules.lines["+strconv.Itoa(i)+"]", lineKindNames[:], l.Kind, l.Cells, l.Value, "a line kind")
		if err != nil {
			return err
		}
		f.Lines = append(f.Lines, lf)
	}
	for i, o := range rs.Outside {
		lf, err := lineFormOf("rules.outside["+strconv.Itoa(i)+"]", outsideKindNames[:], o.Kind, o.Cells, o.Value, "an outside kind")
		if err != nil {
			return err
		}
		f.Outside = append(f.Outside, lf)
	}
	for i, cl := range rs.Clones {
		path := "rules.clones[" + strconv.Itoa(i) + "]"
		var cf cloneForm
		if cf.A, err = cellNames(path+".a", cl.A); err != nil {
			return err
		}
		if cf.B, err = cellNames(path+".b", cl.B); err != nil {
			return err
		}
		f.Clones = append(f.Clones, cf)
	}
	return nil
}

// lineFormOf returns the form of a line or an outside clue at path, whose
// kind k is named in names.
func lineFormOf[K ~uint8](path string, names []string, k K, cells []int, value int, what string) (lineForm, error) {
	lf := lineForm{Value: value}
	name, ok := kindName(names, k)
	if !ok {
		return lf, &JSONError{Path: path + ".kind", Value: strconv.Itoa(int(k)),
			Reason: "is not " + what}
	}
	lf.Kind = name
	var err error
	lf.Cells, err = cellNames(path+".cells", cells)
	return lf, err
}

// cellNames names the cells in r1c1 notation; a cell outside 0-80 is an
// error at path[i]. The result is not nil, so that an empty list is
// written as [] rather than null.
func cellNames(path string, cells []int) ([]string, error) {
	names := make([]string, len(cells))
	for i, c := range cells {
		if c < 0 || c > 80 {
			return nil, &JSONError{Path: path + "[" + strconv.Itoa(i) + "]",
				Value: strconv.Itoa(c), Reason: "is not a cell 0-80"}
		}
		names[i] = cellName(c)
	}
	return names, nil
}

// UnmarshalJSON implements [encoding/json.Unmarshaler]. It reads the form
// that [Rules.MarshalJSON] writes and replaces *rs with it; on error *rs is
// left unchanged, and null leaves it unchanged too, as the
// encoding/json convention asks.
//
// It checks the form only, strictly: an unknown or repeated key, a value
// of the wrong type (null included), a cell that is not "r1c1" to "r9c9"
// in lower case, a regions string that is not 81 digits 1-9, a sum that is
// not an integer, a dot without exactly two cells, or an unknown kind is
// an error of type [*JSONError] that gives the path and the value. A flag
// written as false is the same as no flag. Whether the rules make sense
// (regions of nine cells, sums that digits can make, cells that touch) is
// for [Rules.Check].
//
// A list that is empty or absent is read as nil, so that
// Unmarshal(Marshal(r)) equals r for every r that Marshal accepts, with nil
// and empty lists counted as equal. It runs in time linear in len(data)
// times the depth of nesting, which is at most four.
func (rs *Rules) UnmarshalJSON(data []byte) error {
	root, err := rootValue("rules", data)
	if err != nil {
		return err
	}
	if root.isNull() {
		return nil
	}
	var r Rules
	if err := root.fields(r.field); err != nil {
		return err
	}
	*rs = r
	return nil
}

// field reads the value of one key of the rules object into r.
func (r *Rules) field(key string, v jsonValue) error {
	if flag := r.flag(key); flag != nil {
		return v.boolean(flag)
	}
	switch key {
	case "regions":
		return v.regions(&r.Regions)
	case "houses":
		return v.items(func(_ int, item jsonValue) error {
			cells, err := item.cells()
			r.Houses = append(r.Houses, cells)
			return err
		})
	case "cages":
		return v.items(func(_ int, item jsonValue) error {
			cage, err := item.cage()
			r.Cages = append(r.Cages, cage)
			return err
		})
	case "thermos":
		return v.items(func(_ int, item jsonValue) error {
			cells, err := item.cells()
			r.Thermos = append(r.Thermos, Thermo{Cells: cells})
			return err
		})
	case "arrows":
		return v.items(func(_ int, item jsonValue) error {
			arrow, err := item.arrow()
			r.Arrows = append(r.Arrows, arrow)
			return err
		})
	case "dots":
		return v.items(func(_ int, item jsonValue) error {
			dot, err := item.dot()
			r.Dots = append(r.Dots, dot)
			return err
		})
	case "odd":
		return v.cellList(&r.Odd)
	case "even":
		return v.cellList(&r.Even)
	case "minimums":
		return v.cellList(&r.Minimums)
	case "maximums":
		return v.cellList(&r.Maximums)
	case "quadruples":
		return v.items(func(_ int, item jsonValue) error {
			q, err := item.quadruple()
			r.Quadruples = append(r.Quadruples, q)
			return err
		})
	case "lines":
		return v.items(func(_ int, item jsonValue) error {
			var l Line
			err := readLine(item, lineKindNames[:], &l.Kind, &l.Cells, &l.Value, "a line kind")
			r.Lines = append(r.Lines, l)
			return err
		})
	case "outside":
		return v.items(func(_ int, item jsonValue) error {
			var o OutsideClue
			err := readLine(item, outsideKindNames[:], &o.Kind, &o.Cells, &o.Value, "an outside kind")
			r.Outside = append(r.Outside, o)
			return err
		})
	case "clones":
		return v.items(func(_ int, item jsonValue) error {
			cl, err := item.clone()
			r.Clones = append(r.Clones, cl)
			return err
		})
	}
	return v.unknown()
}

// flag returns the boolean field of r that key names, or nil.
func (r *Rules) flag(key string) *bool {
	switch key {
	case "mainDiagonal":
		return &r.MainDiagonal
	case "antiDiagonal":
		return &r.AntiDiagonal
	case "windoku":
		return &r.Windoku
	case "disjointGroups":
		return &r.DisjointGroups
	case "antiKnight":
		return &r.AntiKnight
	case "antiKing":
		return &r.AntiKing
	case "nonConsecutive":
		return &r.NonConsecutive
	case "allWhite":
		return &r.AllWhite
	case "allBlack":
		return &r.AllBlack
	case "allXV":
		return &r.AllXV
	}
	return nil
}

// A jsonValue is one value inside a JSON document that is known to be
// valid, with its path for error messages.
type jsonValue struct {
	path string
	raw  []byte // the value's text, without surrounding space
}

// rootValue checks that data is one valid JSON value and returns it with
// the given path.
func rootValue(path string, data []byte) (jsonValue, error) {
	v := jsonValue{path: path, raw: bytes.TrimSpace(data)}
	if !json.Valid(data) {
		return v, v.fail("is not valid JSON")
	}
	return v, nil
}

// fail returns the error that v is wrong for the given reason.
func (v jsonValue) fail(reason string) error {
	return &JSONError{Path: v.path, Value: cut(compact(v.raw)), Reason: reason}
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

// unknown returns the error for a key that has no meaning where v is.
func (v jsonValue) unknown() error {
	return &JSONError{Path: v.path, Reason: "is not a known key"}
}

// cut shortens s to at most 40 bytes, without splitting a character, and
// marks the cut with "...".
func cut(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	n := max
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "..."
}

func (v jsonValue) isNull() bool { return string(v.raw) == "null" }

// fields calls fn for each key of the object v in order, with the key's
// value; a key given twice is an error, since a reader that kept the
// first would read another rule set than one that kept the last.
func (v jsonValue) fields(fn func(key string, val jsonValue) error) error {
	if len(v.raw) == 0 || v.raw[0] != '{' {
		return v.fail("is not an object")
	}
	dec := json.NewDecoder(bytes.NewReader(v.raw))
	if _, err := dec.Token(); err != nil { // the '{'
		return v.fail("is not valid JSON")
	}
	seen := make(map[string]bool)
	for dec.More() {
		tok, err := dec.Token()
		key, ok := tok.(string)
		if err != nil || !ok {
			return v.fail("is not valid JSON")
		}
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return v.fail("is not valid JSON")
		}
		val := jsonValue{path: join(v.path, key), raw: bytes.TrimSpace(raw)}
		if seen[key] {
			return &JSONError{Path: val.path, Reason: "is given twice"}
		}
		seen[key] = true
		if err := fn(key, val); err != nil {
			return err
		}
	}
	return nil
}

// join appends a key to a path.
func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// items calls fn for each item of the array v in order.
func (v jsonValue) items(fn func(i int, item jsonValue) error) error {
	if len(v.raw) == 0 || v.raw[0] != '[' {
		return v.fail("is not an array")
	}
	dec := json.NewDecoder(bytes.NewReader(v.raw))
	if _, err := dec.Token(); err != nil { // the '['
		return v.fail("is not valid JSON")
	}
	for i := 0; dec.More(); i++ {
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return v.fail("is not valid JSON")
		}
		item := jsonValue{path: v.path + "[" + strconv.Itoa(i) + "]",
			raw: bytes.TrimSpace(raw)}
		if err := fn(i, item); err != nil {
			return err
		}
	}
	return nil
}

// boolean reads a JSON true or false into *b.
func (v jsonValue) boolean(b *bool) error {
	switch string(v.raw) {
	case "true":
		*b = true
	case "false":
		*b = false
	default:
		return v.fail("is not a boolean")
	}
	return nil
}

// str reads a JSON string.
func (v jsonValue) str() (string, error) {
	var s string
	if len(v.raw) == 0 || v.raw[0] != '"' || json.Unmarshal(v.raw, &s) != nil {
		return "", v.fail("is not a string")
	}
	return s, nil
}

// integer reads a JSON number written as an integer, without fraction or
// exponent, that fits in an int.
func (v jsonValue) integer() (int, error) {
	n, err := strconv.Atoi(string(v.raw))
	if err != nil {
		return 0, v.fail("is not an integer")
	}
	return n, nil
}

// cell reads a cell written "r1c1" to "r9c9".
func (v jsonValue) cell() (int, error) {
	s, err := v.str()
	if err != nil {
		return 0, err
	}
	if len(s) != 4 || s[0] != 'r' || s[2] != 'c' ||
		s[1] < '1' || s[1] > '9' || s[3] < '1' || s[3] > '9' {
		return 0, v.fail("is not a cell")
	}
	return int(s[1]-'1')*9 + int(s[3]-'1'), nil
}

// cells reads an array of cells; an empty array is nil.
func (v jsonValue) cells() ([]int, error) {
	var cells []int
	err := v.items(func(_ int, item jsonValue) error {
		c, err := item.cell()
		cells = append(cells, c)
		return err
	})
	if err != nil {
		return nil, err
	}
	return cells, nil
}

// grid reads the grid of a Puzzle.
func (v jsonValue) grid(g *Grid) error {
	s, err := v.str()
	if err != nil {
		return err
	}
	if err := g.UnmarshalText([]byte(s)); err != nil {
		return &JSONError{Path: v.path, Value: cut(compact(v.raw)),
			Reason: "is not a grid", Err: err}
	}
	return nil
}

// regions reads the 81 region digits 1-9.
func (v jsonValue) regions(dst **[81]uint8) error {
	s, err := v.str()
	if err != nil {
		return err
	}
	if len(s) != 81 {
		return v.fail("is not 81 region digits 1-9")
	}
	var reg [81]uint8
	for i := range len(s) {
		if s[i] < '1' || s[i] > '9' {
			return v.fail(fmt.Sprintf("is not 81 region digits 1-9 (%s holds %q)",
				cellName(i), s[i]))
		}
		reg[i] = s[i] - '1'
	}
	*dst = &reg
	return nil
}

// cage reads {"cells":[...],"sum":N}; cells is required.
func (v jsonValue) cage() (Cage, error) {
	var c Cage
	err := v.object(func(key string, val jsonValue) error {
		var err error
		switch key {
		case "cells":
			c.Cells, err = val.cells()
		case "sum":
			c.Sum, err = val.integer()
		case "allowRepeats":
			err = val.boolean(&c.AllowRepeats)
		default:
			err = val.unknown()
		}
		return err
	}, "cells")
	return c, err
}

// arrow reads {"circle":[...],"line":[...]}; both are required.
func (v jsonValue) arrow() (Arrow, error) {
	var a Arrow
	err := v.object(func(key string, val jsonValue) error {
		var err error
		switch key {
		case "circle":
			a.Circle, err = val.cells()
		case "line":
			a.Cells, err = val.cells()
		default:
			err = val.unknown()
		}
		return err
	}, "circle", "line")
	return a, err
}

// dot reads {"cells":[a,b],"kind":k}; both are required.
func (v jsonValue) dot() (Dot, error) {
	var d Dot
	err := v.object(func(key string, val jsonValue) error {
		switch key {
		case "cells":
			cells, err := val.cells()
			if err != nil {
				return err
			}
			if len(cells) != 2 {
				return val.fail("is not a pair of cells")
			}
			d.A, d.B = cells[0], cells[1]
			return nil
		case "kind":
			s, err := val.str()
			if err != nil {
				return err
			}
			if d.Kind.UnmarshalText([]byte(s)) != nil {
				return val.fail("is not a dot kind (" + kindList(dotKindNames[:]) + ")")
			}
			return nil
		case "value":
			var err error
			d.Value, err = val.integer()
			return err
		}
		return val.unknown()
	}, "cells", "kind")
	return d, err
}

// cellList reads an array of cells into *dst; an empty array is nil.
func (v jsonValue) cellList(dst *[]int) error {
	cells, err := v.cells()
	if err == nil {
		*dst = cells
	}
	return err
}

// quadruple reads {"cell":c,"digits":[...]}; both are required.
func (v jsonValue) quadruple() (Quadruple, error) {
	var q Quadruple
	err := v.object(func(key string, val jsonValue) error {
		var err error
		switch key {
		case "cell":
			q.Cell, err = val.cell()
		case "digits":
			err = val.items(func(_ int, item jsonValue) error {
				d, err := item.integer()
				q.Digits = append(q.Digits, d)
				return err
			})
		default:
			err = val.unknown()
		}
		return err
	}, "cell", "digits")
	return q, err
}

// readLine reads {"kind":k,"cells":[...],"value":N} at v, with a kind
// named in names, into the kind, cells and value; kind and cells are
// required.
func readLine[K ~uint8](v jsonValue, names []string, kind *K, cells *[]int, value *int, what string) error {
	return v.object(func(key string, val jsonValue) error {
		var err error
		switch key {
		case "kind":
			var s string
			if s, err = val.str(); err != nil {
				return err
			}
			k, ok := kindByName[K](names, s)
			if !ok {
				return val.fail("is not " + what + " (" + kindList(names) + ")")
			}
			*kind = k
		case "cells":
			*cells, err = val.cells()
		case "value":
			*value, err = val.integer()
		default:
			err = val.unknown()
		}
		return err
	}, "kind", "cells")
}

// clone reads {"a":[...],"b":[...]}; both are required.
func (v jsonValue) clone() (Clone, error) {
	var cl Clone
	err := v.object(func(key string, val jsonValue) error {
		var err error
		switch key {
		case "a":
			cl.A, err = val.cells()
		case "b":
			cl.B, err = val.cells()
		default:
			err = val.unknown()
		}
		return err
	}, "a", "b")
	return cl, err
}

// object reads the object v with fn, as fields does, and then reports
// the first of the required keys that v lacks.
func (v jsonValue) object(fn func(key string, val jsonValue) error, required ...string) error {
	var seen uint64 // bit i: required[i] was there
	err := v.fields(func(key string, val jsonValue) error {
		if i := slices.Index(required, key); i >= 0 {
			seen |= 1 << i
		}
		return fn(key, val)
	})
	if err != nil {
		return err
	}
	for i, k := range required {
		if seen>>i&1 == 0 {
			return &JSONError{Path: join(v.path, k), Reason: "is missing"}
		}
	}
	return nil
}
