// Technique engine: Step, what Hint and Path return, and its parts.

package sudoku

import "strconv"

// A Candidate is one digit in one cell: a placement, an elimination, or a
// node of a pattern.
type Candidate struct {
	Cell  int   // 0-80 in row-major order
	Digit uint8 // 1-9
}

// valid reports whether the candidate names a real cell and digit.
func (c Candidate) valid() bool {
	return c.Cell >= 0 && c.Cell < 81 && c.Digit >= 1 && c.Digit <= 9
}

// A Role says what part a [PatternItem] plays in a step's pattern.
type Role uint8

// The roles. What each means for each technique is told at [Step].
const (
	RoleBase       Role = iota + 1 // a house or candidate the pattern stands on
	RoleCover                      // a house whose other candidates are removed
	RoleFin                        // a candidate that spoils a pattern, finned fish
	RolePivot                      // the centre of a wing or rectangle
	RolePincer                     // an end of a wing or chain
	RoleStrong                     // a chain node joined to the one before by a strong link (a forcing chain's: found true)
	RoleWeak                       // a chain node joined to the one before by a weak link (a forcing chain's: found false)
	RoleAssumption                 // the candidate a forcing chain or trial assumes
)

// String returns the role's name in lower case ("base", "strong link").
func (r Role) String() string {
	switch r {
	case RoleBase:
		return "base"
	case RoleCover:
		return "cover"
	case RoleFin:
		return "fin"
	case RolePivot:
		return "pivot"
	case RolePincer:
		return "pincer"
	case RoleStrong:
		return "strong link"
	case RoleWeak:
		return "weak link"
	case RoleAssumption:
		return "assumption"
	}
	return "role(" + strconv.Itoa(int(r)) + ")"
}

// A PatternItem is one piece of the pattern behind a [Step]: a house, a
// cell, or a candidate, with its role.
//
// House numbers rows 0-8, columns 9-17 and boxes 18-26 (boxes row-major),
// and is -1 when the item is a cell or a candidate. Cell is 0-80, and -1
// when the item is a house. Digit is the digit concerned, or 0 when the
// item stands for a whole cell (for example the pivot of an XY-wing, whose
// digits are its marks).
type PatternItem struct {
	Role  Role
	House int
	Cell  int
	Digit uint8
}

// A Step is one deduction: the technique, what it places and eliminates,
// the pattern it rests on, and its rating. [Hint] returns the next step,
// [Path] all of them, and [Candidates.Apply] carries one out.
//
// Placements are the digits the step writes; a placement also removes its
// digit from the marks of the cell's peers, and those removals are not
// listed. Eliminations are the marks the step removes.
//
// The Pattern lists, in order:
//   - singles: the house (base; none for a naked single) and the cell
//     (base);
//   - pointing and claiming: the house the digit is confined in (base),
//     the house it is removed from (cover), then the candidates (base);
//   - naked and hidden subsets: the house (base), then the candidates of
//     the subset (base);
//   - fish: the base houses, the cover houses, then the fins (finned fish);
//   - XY-wing and XYZ-wing: the candidates of the pivot, then those of
//     the two pincers;
//   - unique rectangles: the two digits of each of the four corners
//     (pivot), then for type 3 the candidates of the other cells of the
//     subset (base), for type 4 the house in which the roof corners hold
//     the only places of one of the digits (base);
//   - BUG+1: the cell with three candidates (pivot);
//   - BUG types 2, 3 and 4: the extra candidates of each BUG cell, the
//     cells with more than two (pivot), then for type 3 the house and the
//     candidates of the other cells of the subset (base), for type 4 the
//     house in which the two BUG cells hold the only places of a digit
//     (base, with that digit);
//   - unique loops: the two digits of each cell of the loop, in the
//     loop's order (pivot), then as for the unique rectangle of the same
//     type (base);
//   - aligned pair exclusion: the candidates of the two cells (base),
//     then those of the cells that see both and exclude a pair (cover);
//   - skyscrapers, two-string kites, W-wings and chains: the chain's
//     candidates in order, the first as [RolePincer] and each next one
//     with the link that joins it to the one before ([RoleStrong] or
//     [RoleWeak]);
//   - empty rectangles: the box (base), then the two ends of the strong
//     link ([RoleStrong]), the one that sees the box first;
//   - direct pointing, claiming and hidden subsets: the pattern of the
//     technique they rest on, then the house in which the step leaves the
//     placed digit one place (base). As in Sudoku Explainer, these steps
//     place their digit and eliminate nothing: the eliminations of the
//     technique they rest on are the reasoning, not part of the step;
//   - a chain from a candidate to its opposite: as chains above; a
//     continuous loop: the loop from its first candidate back to itself;
//   - forcing chains (ForcingChain and the cell, region, Nishio, dynamic
//     and nested ones): for region chains the house (base, with the
//     digit), then each branch in turn: its assumed candidate
//     ([RoleAssumption]), then the candidates its end rests on in the
//     order the branch reached them, a placement as [RoleStrong] (an
//     elimination led to it) and an elimination as [RoleWeak], also one
//     that a pattern or an inner chain found within the branch made (the
//     nested chains). A contradiction has two branches from the same
//     assumption, ending in a candidate both on and off;
//   - trials: the assumed candidate that leaves the grid without a
//     solution ([RoleAssumption]).
type Step struct {
	Technique    Technique
	Rating       float64 // on the Sudoku Explainer scale, one decimal
	Placements   []Candidate
	Eliminations []Candidate
	Pattern      []PatternItem
}
