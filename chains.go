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
