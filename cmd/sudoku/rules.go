package main

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/sudokugo/sudoku"
)

// A ruleName is one name that -rules takes: a rule that every puzzle
// read is played by, or, for generate only, a kind of layout drawn at
// random for each puzzle.
type ruleName struct {
	name   string
	set    func(rs *sudoku.Rules) // the rule, or nil for a layout
	layout sudoku.Layout          // the layout, when set is nil
}

// ruleNames lists the names of -rules, in the order the usage gives
// them. The diagonals take f-puzzles' names too: "diagonal-" runs down
// from r1c1 like a '\', "diagonal+" up from r9c1 like a '/'.
var ruleNames = []ruleName{
	{name: "x", set: func(rs *sudoku.Rules) { rs.MainDiagonal, rs.AntiDiagonal = true, true }},
	{name: "main", set: func(rs *sudoku.Rules) { rs.MainDiagonal = true }},
	{name: "diagonal-", set: func(rs *sudoku.Rules) { rs.MainDiagonal = true }},
	{name: "anti", set: func(rs *sudoku.Rules) { rs.AntiDiagonal = true }},
	{name: "diagonal+", set: func(rs *sudoku.Rules) { rs.AntiDiagonal = true }},
	{name: "windoku", set: func(rs *sudoku.Rules) { rs.Windoku = true }},
	{name: "disjoint", set: func(rs *sudoku.Rules) { rs.DisjointGroups = true }},
	{name: "antiknight", set: func(rs *sudoku.Rules) { rs.AntiKnight = true }},
	{name: "antiking", set: func(rs *sudoku.Rules) { rs.AntiKing = true }},
	{name: "nonconsecutive", set: func(rs *sudoku.Rules) { rs.NonConsecutive = true }},
	{name: "jigsaw", layout: sudoku.JigsawLayout},
	{name: "killer", layout: sudoku.KillerLayout},
	{name: "thermo", layout: sudoku.ThermoLayout},
	{name: "arrow", layout: sudoku.ArrowLayout},
	{name: "kropki", layout: sudoku.KropkiLayout},
	{name: "xv", layout: sudoku.XVLayout},
	{name: "negative", layout: sudoku.NegativeLayout},
}

// A rulesValue is the value of the -rules flag: the rules it names, and
// the layouts, which only generate takes.
type rulesValue struct {
	names   []string     // as given, for String
	rules   sudoku.Rules // the simple rules named; no slices
	layout  sudoku.Layout
	layouts bool // whether the command takes layouts
}

// rulesFlag defines the -rules flag on fs; layouts says whether the
// command takes the names of layouts (generate).
func rulesFlag(fs *flag.FlagSet, layouts bool) *rulesValue {
	v := &rulesValue{layouts: layouts}
	usage := "add the rules `NAMES` (comma-separated) to every puzzle: " +
		"x (both diagonals), main or diagonal-, anti or diagonal+, " +
		"windoku, disjoint, antiknight, antiking, nonconsecutive"
	if layouts {
		usage = "play every puzzle by the rules `NAMES` (comma-separated): " +
			"x (both diagonals), main or diagonal-, anti or diagonal+, " +
			"windoku, disjoint, antiknight, antiking, nonconsecutive; " +
			"and draw for each puzzle the layouts jigsaw, killer, thermo, " +
			"arrow, kropki or xv (with negative: every kropki or xv pair marked)"
	}
	fs.Var(v, "rules", usage)
	return v
}

// String returns the names given, joined by commas.
func (v *rulesValue) String() string {
	if v == nil {
		return ""
	}
	return strings.Join(v.names, ",")
}

// Set adds the rules of a comma-separated list of names. Spaces around a
// name are ignored; an empty list, or "classic", adds nothing.
func (v *rulesValue) Set(s string) error {
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		if name == "" || name == "classic" {
			continue
		}
		if err := v.add(name); err != nil {
			return err
		}
		v.names = append(v.names, name)
	}
	return nil
}

// errRuleName is the error of a name that -rules does not know.
var errRuleName = errors.New("unknown rule")

// add adds the rule or layout called name.
func (v *rulesValue) add(name string) error {
	for _, r := range ruleNames {
		switch {
		case r.name != name:
			continue
		case r.set != nil:
			r.set(&v.rules)
			return nil
		case !v.layouts:
			return fmt.Errorf("%s is a layout that only generate draws; "+
				"give its cages, lines or dots in a JSON puzzle line", name)
		}
		v.layout |= r.layout
		return nil
	}
	return fmt.Errorf("%w %q", errRuleName, name)
}

// of returns the rules that the puzzle of rec is played by: its own, with
// those of the flag added; nil for classic Sudoku. A rule set that makes
// no sense is an error at the record's first line.
func (v *rulesValue) of(rec *record) (*sudoku.Rules, error) {
	if rec.rules == nil && zeroRules(&v.rules) {
		return nil, nil
	}
	rs := v.rules
	if rec.rules != nil {
		rs = merge(*rec.rules, v.rules)
	}
	if err := rs.Check(); err != nil {
		return nil, &inputError{name: rec.name, line: rec.line, col: 1,
			msg: err.Error(), err: err}
	}
	return &rs, nil
}

// merge returns rs with the simple rules of add (its booleans) added.
// The slices of rs are shared, not copied: both are only read.
func merge(rs, add sudoku.Rules) sudoku.Rules {
	rs.MainDiagonal = rs.MainDiagonal || add.MainDiagonal
	rs.AntiDiagonal = rs.AntiDiagonal || add.AntiDiagonal
	rs.Windoku = rs.Windoku || add.Windoku
	rs.DisjointGroups = rs.DisjointGroups || add.DisjointGroups
	rs.AntiKnight = rs.AntiKnight || add.AntiKnight
	rs.AntiKing = rs.AntiKing || add.AntiKing
	rs.NonConsecutive = rs.NonConsecutive || add.NonConsecutive
	rs.AllWhite = rs.AllWhite || add.AllWhite
	rs.AllBlack = rs.AllBlack || add.AllBlack
	rs.AllXV = rs.AllXV || add.AllXV
	return rs
}
