// General engine: the cages that the 45 rule may add up together.

package sudoku

// Cages may overlap, and a cage with AllowRepeats is a sum rather than a
// house. The 45 rule (compileHouseSums, compileUnionSums) adds up the
// totals of cages inside a set of houses, which counts a cell twice
// when two of them share it; so it takes a set of cages of which no two
// share a cell.

// disjointSums returns the indices of the cages with totals, of which no
// two share a cell: each in the order of Cages that shares no cell with
// one taken before it, the cages of distinct digits first, then those
// with AllowRepeats. There are at most 81.
func (rs *Rules) disjointSums() []int {
	var taken [81]bool
	out := make([]int, 0, 16)
	for _, repeats := range [2]bool{false, true} {
		for i, cg := range rs.Cages {
			if cg.Sum == 0 || cg.AllowRepeats != repeats || anyTaken(&taken, cg.Cells) {
				continue
			}
			for _, c := range cg.Cells {
				taken[c] = true
			}
			out = append(out, i)
		}
	}
	return out
}

// anyTaken reports whether a cell of cells is taken.
func anyTaken(taken *[81]bool, cells []int) bool {
	for _, c := range cells {
		if taken[c] {
			return true
		}
	}
	return false
}

// houseCages returns the number of the cages that are houses: those
// without AllowRepeats, which compileHouses puts last in the houses.
func (rs *Rules) houseCages() int {
	n := 0
	for _, cg := range rs.Cages {
		if !cg.AllowRepeats {
			n++
		}
	}
	return n
}
