package sudoku

import (
	"strconv"
	"strings"
	"testing"
)

// TestNestedHintText checks the three levels of text of the first step
// of each case of seNestedCases, which between them take a dynamic
// forcing chain (+), a nested forcing chain and a nested multiple forcing
// chain: the nudge and the explanation name the technique, the pointer
// names a cell or house of the pattern, and the pattern is what Step's
// doc promises for forcing chains. Every item has a role of a forcing
// chain: a house is a region chain's base, every other item is a
// candidate of the position, and the explanation writes each candidate
// as its role says, an assumption or a placement (strong) as "r1c2=3" and
// an elimination (weak) as "r1c2<>3".
func TestNestedHintText(t *testing.T) {
	seen := map[Technique]int{}
	for _, tc := range seNestedCases {
		c := fromGrid(mustParse(t, tc.puzzle))
		c.unique = true
		st, err := Hint(c)
		if err != nil {
			t.Fatal(err)
		}
		seen[st.Technique]++
		name := st.Technique.String()
		nudge, pointer, explain := st.Nudge(), st.Pointer(), st.Explain()
		if !strings.Contains(nudge, name) {
			t.Errorf("%s: nudge %q does not name the %s", tc.puzzle, nudge, name)
		}
		if !strings.Contains(explain, "(a "+name+")") {
			t.Errorf("%s: explanation does not name the %s: %s", tc.puzzle, name, explain)
		}
		checkChainPattern(t, tc.puzzle, c, st, pointer, explain)
	}
	for _, tt := range []Technique{DynamicChainPlus, NestedForcingChain, NestedMultipleChain} {
		if seen[tt] == 0 {
			t.Errorf("no case takes a %v first (%v)", tt, seen)
		}
	}
}

// checkChainPattern checks the pattern of a forcing chain step st found
// in c against its pointer and explanation, as TestNestedHintText says.
func checkChainPattern(t *testing.T, puzzle string, c Candidates, st Step, pointer, explain string) {
	t.Helper()
	if len(st.Pattern) == 0 {
		t.Fatalf("%s: %v without a pattern", puzzle, st.Technique)
	}
	named, assumed := false, false
	for i, it := range st.Pattern {
		if it.House >= 0 {
			if it.Role != RoleBase || it.Cell != -1 || it.House > 26 || assumed {
				t.Errorf("%s: item %d %+v: a house that is not the region's base", puzzle, i, it)
			}
			named = named || strings.Contains(pointer, houseName(it.House))
			continue
		}
		if it.Cell < 0 || it.Cell > 80 || it.Digit < 1 || it.Digit > 9 || !c.Marks(it.Cell).Has(it.Digit) {
			t.Errorf("%s: item %d %+v: not a candidate of the position", puzzle, i, it)
			continue
		}
		named = named || strings.Contains(pointer, cellName(it.Cell))
		text := cellName(it.Cell) + "=" + strconv.Itoa(int(it.Digit))
		switch it.Role {
		case RoleAssumption:
			assumed = true
		case RoleStrong:
		case RoleWeak:
			text = cellName(it.Cell) + "<>" + strconv.Itoa(int(it.Digit))
		default:
			t.Errorf("%s: item %d %+v: role %v in a forcing chain", puzzle, i, it, it.Role)
			continue
		}
		if !assumed {
			t.Errorf("%s: item %d %+v: a link before the first assumption", puzzle, i, it)
		}
		if !strings.Contains(explain, text) {
			t.Errorf("%s: item %d (%v) %s is not in the explanation: %s", puzzle, i, it.Role, text, explain)
		}
	}
	if pointer == "" || !named {
		t.Errorf("%s: pointer %q names nothing of the pattern", puzzle, pointer)
	}
}
