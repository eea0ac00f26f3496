// Technique engine, chains: the scratch space of the chain searches.

package sudoku

// The chains. A chain is a sequence of candidates joined by links that
// alternate strong (of the two, at least one is true: the only two places
// of a digit in a house, or the two digits of a cell with two marks) and
// weak (of the two, at most one is true: the same digit in two cells that
// see each other, or two digits of one cell). Sudoku Explainer finds them
// as forcing chains: assume a candidate and follow what it implies until
// it implies its own opposite. implication.go follows the implications,
// forcing_se.go finds the chains and rates them; this file holds their
// scratch space.

// chainScratch is the scratch space of the chain searches.
type chainScratch struct {
	net  *forcingNet // the branches of Sudoku Explainer's forcing chains
	nest *nestCtx    // the branches of its nested levels, while searched
}

// A node is a candidate as one number, cell*9 + digit-1.
type node = int16

// maxChain is the longest chain, in candidates, a pattern names.
const maxChain = 24

// cycleLinks calls kill for each candidate the continuous loop ps (from
// an on back to just before it, ons and offs alternating) removes. The
// loop holds both ways round: either its ons are all true and its offs
// all false, or the other way. A candidate that sees a candidate of its
// digit among the ons and another among the offs is false either way.
// That takes the candidates that see both ends of a weak link between
// cells, as any loop does, and also those that see two candidates of the
// loop apart from each other, as Sudoku Explainer's cycles do. Like them,
// it leaves the candidates of the loop's own cells: the loop's own ones
// (one that sees two of the other way round would show that way
// impossible), the other digits of a cell where the loop turns from one
// digit to another, and those that see a candidate of the loop in the
// same house as their cell's.
func (s *solver) cycleLinks(ps []int16, kill func(c int, d uint8)) {
	// For each way round (0: the ons true, 1: the offs), the cells that
	// see a true candidate of each digit.
	var see [2][9]cellSet
	var in cellSet // the loop's cells
	for _, p := range ps {
		way := 1
		if potIsOn(p) {
			way = 0
		}
		c, d := potCell(p), potDigit(p)
		see[way][d-1] = see[way][d-1].or(peerSet[c])
		in.add(c)
	}
	for d := uint8(1); d <= 9; d++ {
		set := see[0][d-1].and(see[1][d-1]).andNot(in)
		for c := set.next(0); c < 81; c = set.next(c + 1) {
			if s.c.marks[c]&digitMask(d) != 0 {
				kill(c, d)
			}
		}
	}
}
