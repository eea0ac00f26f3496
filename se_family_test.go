package sudoku

import (
	"fmt"
	"strings"
	"testing"
)

// The technique families of Sudoku Explainer (SE) and of the package, so
// that the comparison with SE checks the hardest step's kind as well as
// its rating. SE names its rules in its own way: its "Forcing Chain" is a
// static alternating chain, what the package calls an XY-chain or an AIC,
// and its "Nishio Forcing Chains" what the package calls a forcing chain.
// A family gathers what the two see as the same kind of step.

// seFamilies gives the family of each of SE's rule names, the longer
// names first where one starts with another.
var seFamilies = []struct{ prefix, family string }{
	{"Hidden Single", "single"},
	{"Naked Single", "naked single"},
	{"Direct Pointing", "direct intersection"},
	{"Direct Claiming", "direct intersection"},
	{"Direct Hidden", "direct hidden subset"},
	{"Pointing", "intersection"},
	{"Claiming", "intersection"},
	{"Naked Pair", "naked subset"},
	{"Naked Triplet", "naked subset"},
	{"Naked Quad", "naked subset"},
	{"Hidden Pair", "hidden subset"},
	{"Hidden Triplet", "hidden subset"},
	{"Hidden Quad", "hidden subset"},
	{"X-Wing", "fish"},
	{"Swordfish", "fish"},
	{"Jellyfish", "fish"},
	{"XY-Wing", "wing"},
	{"XYZ-Wing", "wing"},
	{"Unique Rectangle type 1", "uniqueness type 1"},
	{"Unique Rectangle type 2", "uniqueness type 2"},
	{"Unique Rectangle type 3", "uniqueness type 3"},
	{"Unique Rectangle type 4", "uniqueness type 4"},
	{"Unique Loop type 1", "uniqueness type 1"},
	{"Unique Loop type 2", "uniqueness type 2"},
	{"Unique Loop type 3", "uniqueness type 3"},
	{"Unique Loop type 4", "uniqueness type 4"},
	{"BUG type 1", "BUG type 1"},
	{"BUG type 2", "BUG type 2"},
	{"BUG type 3", "BUG type 3"},
	{"BUG type 4", "BUG type 4"},
	{"Aligned Pair Exclusion", "aligned exclusion"},
	{"Aligned Triplet Exclusion", "aligned exclusion"},
	{"Turbot Fish", "X-chain"},
	{"Forcing X-Chain", "X-chain"},
	{"Bidirectional X-Cycle", "X-chain"},
	{"Bidirectional Y-Cycle", "chain"},
	{"Bidirectional Cycle", "chain"},
	{"Forcing Chain", "chain"},
	{"Nishio Forcing Chains", "contradiction"},
	{"Cell Forcing Chains", "cell chains"},
	{"Region Forcing Chains", "region chains"},
	{"Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)", "nested multiple chains"},
	{"Dynamic Cell Forcing Chains (+ Multiple Forcing Chains)", "nested multiple chains"},
	{"Dynamic Region Forcing Chains (+ Multiple Forcing Chains)", "nested multiple chains"},
	{"Dynamic Double Forcing Chains (+ Multiple Forcing Chains)", "nested multiple chains"},
	{"Dynamic Contradiction Forcing Chains (+ Dynamic Forcing Chains)", "nested dynamic chains"},
	{"Dynamic Cell Forcing Chains (+ Dynamic Forcing Chains)", "nested dynamic chains"},
	{"Dynamic Region Forcing Chains (+ Dynamic Forcing Chains)", "nested dynamic chains"},
	{"Dynamic Double Forcing Chains (+ Dynamic Forcing Chains)", "nested dynamic chains"},
	{"Dynamic Contradiction Forcing Chains (+ Forcing Chains)", "nested chains"},
	{"Dynamic Cell Forcing Chains (+ Forcing Chains)", "nested chains"},
	{"Dynamic Region Forcing Chains (+ Forcing Chains)", "nested chains"},
	{"Dynamic Double Forcing Chains (+ Forcing Chains)", "nested chains"},
	{"Dynamic Contradiction Forcing Chains (+)", "dynamic chains (+)"},
	{"Dynamic Cell Forcing Chains (+)", "dynamic chains (+)"},
	{"Dynamic Region Forcing Chains (+)", "dynamic chains (+)"},
	{"Dynamic Double Forcing Chains (+)", "dynamic chains (+)"},
	{"Dynamic", "dynamic chains"},
}

// seFamily returns the family of SE's rule name, or the name itself
// when it is none of seFamilies.
func seFamily(rule string) string {
	for _, f := range seFamilies {
		if rule == f.prefix || strings.HasPrefix(rule, f.prefix) && !strings.Contains(rule[len(f.prefix):], "(") {
			return f.family
		}
	}
	return rule
}

// techniqueFamily returns the family of a technique of the package.
func techniqueFamily(t Technique) string {
	switch t {
	case FullHouse, HiddenSingleBox, HiddenSingleLine:
		return "single"
	case NakedSingle:
		return "naked single"
	case DirectPointing, DirectClaiming:
		return "direct intersection"
	case DirectHiddenPair, DirectHiddenTriple:
		return "direct hidden subset"
	case Pointing, Claiming:
		return "intersection"
	case NakedPair, NakedTriple, NakedQuad:
		return "naked subset"
	case HiddenPair, HiddenTriple, HiddenQuad:
		return "hidden subset"
	case XWing, Swordfish, Jellyfish:
		return "fish"
	case XYWing, XYZWing:
		return "wing"
	case UniqueRectangle1, UniqueLoop1:
		return "uniqueness type 1"
	case UniqueRectangle2, UniqueLoop2:
		return "uniqueness type 2"
	case UniqueRectangle3, UniqueLoop3:
		return "uniqueness type 3"
	case UniqueRectangle4, UniqueLoop4:
		return "uniqueness type 4"
	case BUGPlusOne:
		return "BUG type 1"
	case BUGType2:
		return "BUG type 2"
	case BUGType3:
		return "BUG type 3"
	case BUGType4:
		return "BUG type 4"
	case AlignedPairExclusion, AlignedTripletExclusion:
		return "aligned exclusion"
	case XChain:
		return "X-chain"
	case XYChain, AIC:
		return "chain"
	case ForcingChain:
		return "contradiction"
	case CellForcingChain:
		return "cell chains"
	case RegionForcingChain:
		return "region chains"
	case DynamicChain:
		return "dynamic chains"
	case DynamicChainPlus:
		return "dynamic chains (+)"
	case NestedForcingChain:
		return "nested chains"
	case NestedMultipleChain:
		return "nested multiple chains"
	}
	return t.String()
}

// seFamilyCheck reports, for the comparisons cs, the share whose hardest
// step is of the same family as SE's. With list set it logs each puzzle
// whose family differs; otherwise such a puzzle fails t only when Rate's
// three figures (ER, EP and ED) all equal SE's, and one with some figure
// off is not failed here (TestSEFiles compares the figures, against the
// pins of se_known_test.go).
func seFamilyCheck(t *testing.T, name string, cs []seCompared, list bool) string {
	t.Helper()
	same := 0
	for _, c := range cs {
		se, here := seFamily(c.se.rule), techniqueFamily(c.technique)
		if se == here {
			same++
			continue
		}
		msg := fmt.Sprintf("%s %s: hardest step %v (%s), SE %s (%s)",
			name, c.se.puzzle, c.technique, here, c.se.rule, se)
		switch {
		case list:
			t.Log(msg)
		case c.got == c.se.want():
			t.Error(msg)
		}
	}
	return fmt.Sprintf("%s: same hardest family %d of %d (%.1f%%)",
		name, same, len(cs), 100*float64(same)/float64(len(cs)))
}
