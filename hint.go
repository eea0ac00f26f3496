// Technique engine: Hint, the order of techniques, the solver of steps.

package sudoku

import (
	"context"
	"errors"
	"math/bits"
)

// Errors of [Hint] and [Path].
var (
	// ErrSolved reports that every cell already holds a digit.
	ErrSolved = errors.New("puzzle is solved")
	// ErrStuck reports that no technique applies: the puzzle has several
	// solutions, or the position was built so that nothing is certain.
	ErrStuck = errors.New("no technique applies")
)

// Hint returns the next step from c, the one Sudoku Explainer takes: it
// tries Sudoku Explainer's techniques in the order of their base ratings,
// from a full house (1.0) up to a trial (10.0), and returns the lowest
// rated step ([Step.Rating]) of the first technique that has one, and
// among several of the same rating the first in a fixed scan order, so
// the same c always gives the same step. A chain rates above its
// technique's base by its length, so a later technique may have a step
// rated lower that Hint does not give, as in Sudoku Explainer. Apply it with [Candidates.Apply].
//
// Hint returns [ErrSolved] when c is solved, [ErrNoSolution] when c has a
// cell without marks, a house in which a digit has no place left or a
// digit twice in a house, and
// [ErrStuck] when nothing applies, which for a unique puzzle never happens.
// The uniqueness techniques are used only when [Candidates.Unique] is true.
// When it is false (a puzzle with several solutions) and the pattern
// techniques (up to the XYZ-wing) find nothing, Hint asks the search
// engine whether every mark lies in some solution of c; if so, no
// technique can apply, and Hint returns ErrStuck at once (about 3 ms for
// the empty grid, a fraction of that for most positions) rather than
// after the chains have searched in vain for up to seconds.
//
// A single costs a few microseconds; a step that needs a chain or a
// forcing chain up to a few milliseconds, one that needs a nested forcing
// chain (the hardest puzzles) up to seconds, which [HintContext] can
// bound; a trial one [Count] per candidate tried. Hint allocates the
// slices of the step (a few hundred bytes) and, now and then, scratch
// space that it keeps in a pool for later calls (the chains' and the
// searches' memos, some kilobytes). It is safe for concurrent use.
func Hint(c Candidates) (Step, error) {
	s := solver{c: c}
	if err := s.next(); err != nil {
		return Step{}, err
	}
	return s.step.clone(), nil
}

// HintContext is [Hint] bounded by ctx: it returns ctx's error, and no
// step, once ctx is done. It looks at ctx before each technique it tries,
// between the searches that tell whether any can apply to a position
// with several solutions, and, in the nested forcing chains, which may
// take seconds on the hardest puzzles, every thousand or so branches, so
// it returns within milliseconds of ctx's end. A nil ctx is allowed and
// means no cancellation, as with [Hint].
func HintContext(ctx context.Context, c Candidates) (Step, error) {
	s := solver{c: c, ctx: ctx}
	err := s.next()
	if ctx != nil && ctx.Err() != nil {
		return Step{}, ctx.Err()
	}
	if err != nil {
		return Step{}, err
	}
	return s.step.clone(), nil
}

// A solver finds steps in a pencil-mark state. It owns scratch space, so
// that finding a step allocates nothing once the slices have grown.
type solver struct {
	c        Candidates
	where    [27][9]uint16   // where[h][d-1]: positions in houses[h] of candidate d
	placed   [27]mask        // the digits placed in each house
	empty    [27]uint16      // the positions in houses[h] of empty cells
	step     Step            // the step found last
	tenths   int             // its rating in tenths
	direct   bool            // keep only steps that leave a hidden single
	rectCap  int             // the highest rating of a unique rectangle to take
	rectType Technique       // the type of unique rectangle to take, or 0 for any
	chain    chainScratch    // the chain searches' scratch space
	fresh    bool            // where, placed and empty match c: next need not rebuild them
	ctx      context.Context // when not nil, next gives up with its error once it is done

	// verify asks next to count the solutions of the grid at the gate
	// before the costly techniques, the first time it gets there (see
	// live.go): a walk that trusts uniqueness sets it. counted records
	// that it did, and found one solution unless next reported otherwise.
	verify, counted bool
	// exhaustive makes next pass the gate without a look, as it did
	// before there was one: the tests compare both ways.
	exhaustive bool
}

// order lists the techniques in the order Hint tries them: Sudoku
// Explainer's techniques, in the order of its producers (the order of
// their base ratings), whose first step found is the one it takes. The finders
// of some also find others: the unique rectangles of types 2-4 and the
// BUG types 2-4 come out of the search for the first of them, which gives
// the lowest rated.
//
// The single-digit patterns, finned fish and W-wings are not here:
// Sudoku Explainer sees them as chains and rates them so. find still
// finds them, for a caller that asks for them by name.
var order = [...]Technique{
	FullHouse, HiddenSingleBox, HiddenSingleLine,
	DirectPointing, DirectClaiming, DirectHiddenPair, NakedSingle,
	DirectHiddenTriple, Pointing, Claiming,
	NakedPair, XWing, HiddenPair, NakedTriple, Swordfish, HiddenTriple,
	XYWing, XYZWing, UniqueRectangle1, NakedQuad, Jellyfish, HiddenQuad,
	BUGPlusOne, AlignedPairExclusion, XChain, XYChain, AIC,
	AlignedTripletExclusion, ForcingChain,
	CellForcingChain, DynamicChain, DynamicChainPlus, NestedForcingChain,
	NestedMultipleChain, Trial,
}

// find looks for the technique t and, when it finds it, fills s.step. A
// switch rather than a table of functions keeps s from escaping to the
// heap.
func (s *solver) find(t Technique) bool {
	switch t {
	case FullHouse:
		return s.fullHouse()
	case HiddenSingleBox:
		return s.hiddenSingle(18, 27)
	case HiddenSingleLine:
		return s.hiddenSingle(0, 18)
	case NakedSingle:
		return s.nakedSingle()
	case DirectPointing, Pointing:
		return s.pointing()
	case DirectClaiming, Claiming:
		return s.claiming()
	case NakedPair, NakedTriple, NakedQuad:
		return s.nakedSubset(subsetSize(t))
	case DirectHiddenPair, HiddenPair, DirectHiddenTriple, HiddenTriple, HiddenQuad:
		return s.hiddenSubset(subsetSize(t))
	case XWing, Swordfish, Jellyfish:
		return s.fish(subsetSize(t))
	case FinnedXWing, FinnedSwordfish, FinnedJellyfish:
		return s.finnedFish(subsetSize(t))
	case XYWing:
		return s.xyWing()
	case XYZWing:
		return s.xyzWing()
	case UniqueRectangle1:
		return s.c.unique && s.uniqueRectangles()
	case BUGPlusOne:
		return s.c.unique && s.bug()
	case AlignedPairExclusion:
		return s.alignedPair()
	case AlignedTripletExclusion:
		return s.alignedTriple()
	case Skyscraper:
		return s.singleDigitPattern()
	case WWing:
		return s.wWing()
	case XChain:
		return s.staticChainStep()
	case XYChain, AIC:
		return false // found as X-chains are
	case ForcingChain:
		return s.nishioStep(ForcingChain, 75)
	case CellForcingChain:
		return s.multipleStep(linkXY, CellForcingChain, 80)
	case DynamicChain:
		return s.multipleStep(linkXY|linkDynamic, DynamicChain, 85)
	case DynamicChainPlus:
		return s.nestedStep(nestPlus, DynamicChainPlus, 90)
	case NestedForcingChain:
		return s.nestedStep(nestForcing, NestedForcingChain, 95)
	case NestedMultipleChain:
		return s.nestedStep(nestMultiple, NestedMultipleChain, 100)
	case Trial:
		return s.trial()
	}
	return false
}

// subsetSize returns the size of a subset or fish technique.
func subsetSize(t Technique) int {
	switch t {
	case NakedPair, DirectHiddenPair, HiddenPair, XWing, FinnedXWing:
		return 2
	case NakedTriple, DirectHiddenTriple, HiddenTriple, Swordfish, FinnedSwordfish:
		return 3
	}
	return 4
}

// next finds the next step in s.c and leaves it in s.step.
func (s *solver) next() error {
	if err := s.tables(); err != nil {
		return err
	}
	// Sudoku Explainer takes the step of the first technique, in its
	// order, that has one; of its steps, the one rated lowest (which each
	// search keeps). A technique after it is not tried even where it
	// would rate lower, as a step whose rating exceeds its technique's
	// base (long chains) may: on the magictour collection SE took dynamic
	// contradictions of 9.5 and 9.6 where its dynamic forcing chains (+)
	// had steps of 9.3.
	for _, t := range order {
		if s.ctx != nil && s.ctx.Err() != nil {
			return s.ctx.Err()
		}
		if t == gate {
			if err := s.atGate(); err != nil {
				return err
			}
		}
		s.reset(t)
		if s.find(t) {
			s.step.Rating = float64(s.tenths) / 10
			return nil
		}
	}
	return ErrStuck
}

// reset empties the scratch step for a search of technique t.
func (s *solver) reset(t Technique) {
	s.step.Technique = t
	s.step.Placements = s.step.Placements[:0]
	s.step.Eliminations = s.step.Eliminations[:0]
	s.step.Pattern = s.step.Pattern[:0]
	s.tenths = techniqueInfo[t].tenths
	switch t {
	case DirectPointing, DirectClaiming, DirectHiddenPair, DirectHiddenTriple:
		s.direct = true
	default:
		s.direct = false
	}
}

// accept decides whether the step found so far is the step to give: any
// step unless the search is for a direct technique, which also needs a
// digit that the step's eliminations leave with one place in a house. That
// placement becomes the step's only result: a direct step places its
// digit and eliminates nothing. A step not accepted is cleared.
//
// Which houses count is Sudoku Explainer's rule: for each elimination,
// the houses of the kinds in kinds (kindRow, kindCol, kindBox) that hold
// its cell, and the house own (-1 for none).
func (s *solver) accept(kinds uint8, own int) bool {
	if !s.direct {
		return true
	}
	for _, e := range s.step.Eliminations {
		for k, h := range [3]int{e.Cell / 9, 9 + e.Cell%9, 18 + boxOf(e.Cell)} {
			if kinds&(1<<k) == 0 && h != own {
				continue
			}
			left := s.where[h][e.Digit-1]
			for _, o := range s.step.Eliminations {
				if o.Digit == e.Digit && inHouse(o.Cell, h) {
					left &^= 1 << housePos(o.Cell, h)
				}
			}
			if bits.OnesCount16(left) == 1 {
				// The step places the digit and nothing else: the
				// eliminations are its reasoning. So Sudoku
				// Explainer's path goes, and so it rates.
				cell := cellAt(h, bits.TrailingZeros16(left))
				s.step.Eliminations = s.step.Eliminations[:0]
				s.place(cell, e.Digit)
				s.addHouse(RoleBase, h, e.Digit)
				return true
			}
		}
	}
	s.reset(s.step.Technique)
	return false
}

// housePos returns the position of cell in house h, which holds it.
func housePos(cell, h int) int {
	switch {
	case h < 9:
		return cell % 9
	case h < 18:
		return cell / 9
	}
	return cell/9%3*3 + cell%3
}

// indexEmpty enters an empty cell of geometry g and marks m in the house
// tables: its position in empty, and in where for each digit of m.
func (s *solver) indexEmpty(g *cellGeometry, m mask) {
	pr, pc, pb := uint16(1)<<g.posRow, uint16(1)<<g.posCol, uint16(1)<<g.posBox
	s.empty[g.row] |= pr
	s.empty[g.col] |= pc
	s.empty[g.box] |= pb
	for ; m != 0; m &= m - 1 {
		d := bits.TrailingZeros16(uint16(m))
		s.where[g.row][d] |= pr
		s.where[g.col][d] |= pc
		s.where[g.box][d] |= pb
	}
}

// indexFilled enters in the house tables that the cell of geometry g,
// empty until now, holds the digit of d: d is placed in its houses, and
// the cell is no longer empty there. Its marks leave where by unmark or
// clear.
func (s *solver) indexFilled(g *cellGeometry, d mask) {
	s.placed[g.row] |= d
	s.placed[g.col] |= d
	s.placed[g.box] |= d
	s.empty[g.row] &^= 1 << g.posRow
	s.empty[g.col] &^= 1 << g.posCol
	s.empty[g.box] &^= 1 << g.posBox
}

// refresh rebuilds the house tables from s.c and checks that the state is
// not a dead end.
func (s *solver) refresh() error {
	s.where = [27][9]uint16{}
	s.placed = [27]mask{}
	s.empty = [27]uint16{}
	solved := true
	for cell := range 81 {
		g := &geometry[cell]
		if v := s.c.values[cell]; v != 0 {
			if v > 9 {
				return ErrNoSolution
			}
			m := digitMask(v)
			if (s.placed[g.row]|s.placed[g.col]|s.placed[g.box])&m != 0 {
				return ErrNoSolution // a digit twice in a house
			}
			s.placed[g.row] |= m
			s.placed[g.col] |= m
			s.placed[g.box] |= m
			continue
		}
		solved = false
		m := s.c.marks[cell] & allDigits
		if m == 0 {
			return ErrNoSolution
		}
		s.indexEmpty(g, m)
	}
	if solved {
		return ErrSolved
	}
	for h := range 27 {
		for d := range 9 {
			if s.placed[h]&(1<<d) == 0 && s.where[h][d] == 0 {
				return ErrNoSolution
			}
		}
	}
	return nil
}

// place records the placement of d in cell.
func (s *solver) place(cell int, d uint8) {
	s.step.Placements = append(s.step.Placements, Candidate{cell, d})
}

// eliminate records the removal of d from cell.
func (s *solver) eliminate(cell int, d uint8) {
	s.step.Eliminations = append(s.step.Eliminations, Candidate{cell, d})
}

// eliminateMask records the removal of the digits of m that cell holds.
func (s *solver) eliminateMask(cell int, m mask) {
	for m &= s.c.marks[cell]; m != 0; m &= m - 1 {
		s.eliminate(cell, uint8(bits.TrailingZeros16(uint16(m)))+1)
	}
}

// addHouse adds a house to the pattern.
func (s *solver) addHouse(r Role, h int, d uint8) {
	s.step.Pattern = append(s.step.Pattern, PatternItem{r, h, -1, d})
}

// addCell adds a cell or a candidate to the pattern.
func (s *solver) addCell(r Role, cell int, d uint8) {
	s.step.Pattern = append(s.step.Pattern, PatternItem{r, -1, cell, d})
}

// cellAt returns the cell at position i of house h.
func cellAt(h, i int) int { return int(houses[h][i]) }

// clone returns a copy of st whose slices it owns alone.
func (st Step) clone() Step {
	st.Placements = append([]Candidate(nil), st.Placements...)
	st.Eliminations = append([]Candidate(nil), st.Eliminations...)
	st.Pattern = append([]PatternItem(nil), st.Pattern...)
	return st
}

// geometry holds, for each cell, its three houses and its position in
// each, so that the hot loops need no division.
var geometry = makeGeometry()

// A cellGeometry is a cell's houses (as house numbers) and its positions
// in them.
type cellGeometry struct {
	row, col, box          uint8
	posRow, posCol, posBox uint8
}

// makeGeometry builds geometry.
func makeGeometry() (g [81]cellGeometry) {
	for c := range 81 {
		r, k := c/9, c%9
		g[c] = cellGeometry{uint8(r), uint8(9 + k), uint8(18 + boxOf(c)),
			uint8(k), uint8(r), uint8(r%3*3 + k%3)}
	}
	return g
}
