package sudoku

import "strconv"

// A Technique is a named way of making progress in a Sudoku, as a person
// would: [Hint] tries them from the simplest up. The numeric values of the
// constants are not meaningful and new techniques are added at the end.
//
// Hint, and so [Path] and [Rate], give the steps of Sudoku Explainer's
// techniques only. Seven constants name patterns that Sudoku Explainer
// does not have, and no step carries them: [Skyscraper], [TwoStringKite],
// [EmptyRectangle], [FinnedXWing], [FinnedSwordfish], [FinnedJellyfish]
// and [WWing]. They are deprecated, and a switch over the techniques of
// steps needs no case for them. Where the path needs their eliminations,
// it takes them by the steps Sudoku Explainer sees there: the chains that
// pass through the pattern ([XChain], [AIC], [ForcingChain] and the
// forcing chains after it), or simpler steps once other steps have
// changed the grid. The constants keep their values, names and ratings.
type Technique uint8

// The techniques, with their base rating on the Sudoku Explainer scale.
// A step's own rating ([Step.Rating]) may be higher than its technique's
// base, for long chains and for some unique rectangles.
const (
	FullHouse          Technique = iota + 1 // 1.0: the last empty cell of a house
	HiddenSingleBox                         // 1.2: the only place for a digit in a box
	HiddenSingleLine                        // 1.5: the only place for a digit in a row or column
	DirectPointing                          // 1.7: pointing that leaves a hidden single
	DirectClaiming                          // 1.9: claiming that leaves a hidden single
	DirectHiddenPair                        // 2.0: a hidden pair that leaves a hidden single
	NakedSingle                             // 2.3: the only digit left in a cell
	DirectHiddenTriple                      // 2.5: a hidden triple that leaves a hidden single
	Pointing                                // 2.6: a box's digit confined to one row or column
	Claiming                                // 2.8: a row's or column's digit confined to one box
	NakedPair                               // 3.0
	XWing                                   // 3.2
	HiddenPair                              // 3.4
	NakedTriple                             // 3.6
	Swordfish                               // 3.8
	HiddenTriple                            // 4.0
	XYWing                                  // 4.2
	XYZWing                                 // 4.4
	UniqueRectangle1                        // 4.5
	UniqueRectangle2                        // 4.5
	UniqueRectangle3                        // 4.5 and up, with the size of the subset
	UniqueRectangle4                        // 4.5
	NakedQuad                               // 5.0
	Jellyfish                               // 5.2
	HiddenQuad                              // 5.4
	BUGPlusOne                              // 5.6: bivalue universal grave plus one

	// Skyscraper (6.5) is a digit with two places in each of two parallel
	// lines, one place of each line in a common crossing line.
	//
	// Deprecated: Hint gives no skyscraper, as Sudoku Explainer has none
	// (see [Technique]); its four candidates make an [XChain].
	Skyscraper

	// TwoStringKite (6.5) is a digit with two places in a row and two in
	// a column, one place of each in a common box.
	//
	// Deprecated: Hint gives no two-string kite, as Sudoku Explainer has
	// none (see [Technique]); its four candidates make an [XChain].
	TwoStringKite

	// EmptyRectangle (6.5) is a box whose places for a digit lie in one
	// row and one column, with a line where the digit has only two
	// places, one of them in that row or column.
	//
	// Deprecated: Hint gives no empty rectangle, as Sudoku Explainer has
	// none (see [Technique]); a chain ([XChain], [AIC] or a forcing
	// chain) takes its elimination.
	EmptyRectangle

	// FinnedXWing (6.5) is an X-wing whose base lines have extra places
	// for the digit, the fins, all in one box.
	//
	// Deprecated: Hint gives no finned fish, as Sudoku Explainer has none
	// (see [Technique]); an [XChain] or a forcing chain takes its
	// eliminations.
	FinnedXWing

	// WWing (6.6) is two cells with the same two candidates, joined by
	// a house in which one of the digits has only two places, each
	// seeing one of the cells.
	//
	// Deprecated: Hint gives no W-wing, as Sudoku Explainer has none (see
	// [Technique]); its candidates make an [AIC].
	WWing

	// FinnedSwordfish (6.6) is a swordfish with fins in one box.
	//
	// Deprecated: Hint gives no finned fish, as Sudoku Explainer has none
	// (see [Technique]); an [XChain] or a forcing chain takes its
	// eliminations.
	FinnedSwordfish

	// FinnedJellyfish (6.7) is a jellyfish with fins in one box.
	//
	// Deprecated: Hint gives no finned fish, as Sudoku Explainer has none
	// (see [Technique]); an [XChain] or a forcing chain takes its
	// eliminations.
	FinnedJellyfish

	XChain             // 6.5 and up, with the length
	XYChain            // 6.5 and up, with the length: 6.5 for a loop (Y-cycle), 7.0 for a chain
	AIC                // 7.0 and up, with the length: alternating inference chain
	ForcingChain       // 7.5 and up, with the length: a digit's consequences end in a contradiction
	Trial              // 10.0: a digit shown impossible by search, beyond pattern techniques
	CellForcingChain   // 8.0 and up, with the length: each digit of a cell implies the same
	RegionForcingChain // 8.0 and up, with the length: each place of a digit in a house implies the same
	DynamicChain       // 8.5 and up, with the length: forcing chains that follow what each branch has turned off

	// Added to follow Sudoku Explainer.
	BUGType2             // 5.7: BUG cells that share one extra digit
	BUGType3             // 5.8 and up, with the size of the subset: BUG cells in a naked subset
	BUGType4             // 5.7: two BUG cells and a digit with no other place in their house
	AlignedPairExclusion // 6.2: the pairs of digits two cells can hold together
	UniqueLoop1          // 4.6 and up, with the length: the unique rectangle's types on a loop of six cells or more
	UniqueLoop2          // 4.6 and up, with the length
	UniqueLoop3          // 4.6 and up, with the length and the size of the subset
	UniqueLoop4          // 4.6 and up, with the length

	AlignedTripletExclusion // 7.5: the digits three cells can hold together
	DynamicChainPlus        // 9.0 and up, with the length: dynamic forcing chains whose branches also use intersections
	NestedForcingChain      // 9.5 and up, with the length: dynamic forcing chains whose branches also use forcing chains
	NestedMultipleChain     // 10.0 and up, with the length: dynamic forcing chains whose branches also use cell and region forcing chains

	numTechniques = iota + 1 // one past the last, for tables
)

// techniqueInfo holds the name, the article of the name, and the base
// rating in tenths of each technique.
var techniqueInfo = [numTechniques]struct {
	name   string
	an     bool
	tenths int
}{
	FullHouse:          {"full house", false, 10},
	HiddenSingleBox:    {"hidden single", false, 12},
	HiddenSingleLine:   {"hidden single", false, 15},
	DirectPointing:     {"direct pointing", false, 17},
	DirectClaiming:     {"direct claiming", false, 19},
	DirectHiddenPair:   {"direct hidden pair", false, 20},
	NakedSingle:        {"naked single", false, 23},
	DirectHiddenTriple: {"direct hidden triple", false, 25},
	Pointing:           {"pointing", false, 26},
	Claiming:           {"claiming", false, 28},
	NakedPair:          {"naked pair", false, 30},
	XWing:              {"X-wing", true, 32},
	HiddenPair:         {"hidden pair", false, 34},
	NakedTriple:        {"naked triple", false, 36},
	Swordfish:          {"swordfish", false, 38},
	HiddenTriple:       {"hidden triple", false, 40},
	XYWing:             {"XY-wing", true, 42},
	XYZWing:            {"XYZ-wing", true, 44},
	UniqueRectangle1:   {"unique rectangle type 1", false, 45},
	UniqueRectangle2:   {"unique rectangle type 2", false, 45},
	UniqueRectangle3:   {"unique rectangle type 3", false, 45},
	UniqueRectangle4:   {"unique rectangle type 4", false, 45},
	NakedQuad:          {"naked quad", false, 50},
	Jellyfish:          {"jellyfish", false, 52},
	HiddenQuad:         {"hidden quad", false, 54},
	BUGPlusOne:         {"BUG+1", false, 56},
	Skyscraper:         {"skyscraper", false, 65},
	TwoStringKite:      {"two-string kite", false, 65},
	EmptyRectangle:     {"empty rectangle", true, 65},
	FinnedXWing:        {"finned X-wing", false, 65},
	WWing:              {"W-wing", false, 66},
	FinnedSwordfish:    {"finned swordfish", false, 66},
	FinnedJellyfish:    {"finned jellyfish", false, 67},
	XChain:             {"X-chain", true, 65},
	XYChain:            {"XY-chain", true, 65},
	AIC:                {"alternating inference chain", true, 70},
	ForcingChain:       {"forcing chain", false, 75},
	Trial:              {"trial", false, 100},
	CellForcingChain:   {"cell forcing chain", false, 80},
	RegionForcingChain: {"region forcing chain", false, 80},
	DynamicChain:       {"dynamic forcing chain", false, 85},

	BUGType2:             {"BUG type 2", false, 57},
	BUGType3:             {"BUG type 3", false, 58},
	BUGType4:             {"BUG type 4", false, 57},
	AlignedPairExclusion: {"aligned pair exclusion", true, 62},
	UniqueLoop1:          {"unique loop type 1", false, 46},
	UniqueLoop2:          {"unique loop type 2", false, 46},
	UniqueLoop3:          {"unique loop type 3", false, 46},
	UniqueLoop4:          {"unique loop type 4", false, 46},

	AlignedTripletExclusion: {"aligned triplet exclusion", true, 75},
	DynamicChainPlus:        {"dynamic forcing chain (+)", false, 90},
	NestedForcingChain:      {"nested forcing chain", false, 95},
	NestedMultipleChain:     {"nested multiple forcing chain", false, 100},
}

// String returns the technique's name in lower case, as in "hidden single"
// or "X-wing"; an unknown value gives "technique(N)".
func (t Technique) String() string {
	if !t.known() {
		return "technique(" + strconv.Itoa(int(t)) + ")"
	}
	return techniqueInfo[t].name
}

// Rating returns the technique's base rating on the Sudoku Explainer scale
// (1.0 for a full house up to 10.0 for a trial), or 0 for an unknown value.
func (t Technique) Rating() float64 {
	if !t.known() {
		return 0
	}
	return float64(techniqueInfo[t].tenths) / 10
}

// known reports whether t is one of the constants.
func (t Technique) known() bool { return t >= FullHouse && t < numTechniques }

// article returns the name with its indefinite article, for a sentence.
func (t Technique) article() string {
	switch {
	case !t.known():
		return t.String()
	case techniqueInfo[t].an:
		return "an " + t.String()
	case t == Pointing || t == Claiming || t == Trial:
		return t.String()
	}
	return "a " + t.String()
}
