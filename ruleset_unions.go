// General engine: the 45 rule over unions of houses, for the probe only.

package sudoku

import "math/bits"

// The 45 rule over several houses at once, for the counting search. Any
// k whole rows (or columns) hold each digit k times and add up to 45k.
// The cages with totals inside them account for part of that; the cells
// left over (the innies) add up to the rest. When cages with totals
// cover the rows and stick out, the cells outside (the outies) add up to
// their totals less the rest. A killer solver finds these by eye; here
// they are found once, when the rules are compiled, for every run of
// consecutive rows or columns, and kept when they are short enough to
// pay: a lone innie is a digit known at once.
//
// When cages stick out of the rows and do not cover them, the innies
// less the outies still add up to something known: taking as inside
// every cage with most of its cells in the rows, the cells of the rows
// in none of those cages, less their cells outside, add up to 45k less
// their totals. These differences, for single houses too (and there for
// each cage that sticks out by one cell alone), are linear
// constraints whose cells fall into groups of distinct digits
// (vengine_sums.go), kept when they have at most six cells, two or fewer
// on one side. On Tarek's 42 killers they take the probe from 233,000
// nodes to about 130,000.

// maxUnionCells is the most cells a sum from a union of houses may have,
// and maxDiffCells the most a difference may have.
const (
	maxUnionCells = 8
	maxDiffCells  = 6
)

// compileUnionSums adds, as constraints that only the counting search
// runs, the innies and outies of every run of two to eight consecutive
// rows or columns that have between one and maxUnionCells cells, and
// the differences of unionDiffs of those runs, of pairs of boxes and of
// single houses.
func (rs *Rules) compileUnionSums(cr *ruleset) {
	// The cages with totals that share no cell, as sets, and all their
	// cells.
	var cagesBuf [81]sumSet
	cages := cagesBuf[:0]
	var caged [2]uint64
	for _, i := range rs.disjointSums() {
		cg := rs.Cages[i]
		set := bitsOf(cg.Cells)
		cages = append(cages, sumSet{set, int32(cg.Sum)})
		caged[0] |= set[0]
		caged[1] |= set[1]
	}
	if len(cages) == 0 {
		return
	}
	// The sums known already, so as not to add one twice.
	var seen cellSets
	for _, k := range cr.cons {
		if k.kind == conCage || k.kind == conLinear {
			seen.add(bitsOf(cr.cells[k.off : k.off+int32(k.n)]))
		}
	}
	for lines := 2; lines <= 8; lines++ {
		// A run that ends with the last row has the sums of the run
		// before it, with innies and outies swapped: it is left out.
		for first := 0; first+lines < 9; first++ {
			var rows, cols [2]uint64
			for r := first; r < first+lines; r++ {
				for k := range 9 {
					rows[(r*9+k)>>6] |= 1 << ((r*9 + k) & 63)
					cols[(k*9+r)>>6] |= 1 << ((k*9 + r) & 63)
				}
			}
			cr.unionSums(rows, lines, cages, caged, &seen)
			cr.unionSums(cols, lines, cages, caged, &seen)
		}
	}
	// Pairs of boxes (or regions).
	boxes := cr.houses[18:27]
	for i := range boxes {
		for j := i + 1; j < len(boxes); j++ {
			a, b := bitsOf(boxes[i]), bitsOf(boxes[j])
			cr.unionSums([2]uint64{a[0] | b[0], a[1] | b[1]}, 2, cages, caged, &seen)
		}
	}
	// Single houses: compileHouseSums has their innies and outies, not
	// their differences.
	var metBuf [81]sumSet
	for _, h := range cr.houses[:27] {
		u := bitsOf(h)
		cr.unionDiffs(u, 1, meeting(u, cages, metBuf[:0]), &seen)
	}
}

// A cellSets is a set of sets of cells: those that have a sum already,
// in a table of open addressing that holds up to 511 of them.
type cellSets struct {
	table [1024][2]uint64
	n     int
}

// slot returns the index of s in the table, or of the empty entry where
// it would go. s has cells.
func (t *cellSets) slot(s [2]uint64) int {
	h := (s[0]*0x9e3779b97f4a7c15 ^ s[1]*0xc2b2ae3d27d4eb4f) >> 54
	for t.table[h] != s && t.table[h] != [2]uint64{} {
		h = (h + 1) & 1023
	}
	return int(h)
}

// has reports whether s is among the sets.
func (t *cellSets) has(s [2]uint64) bool {
	return s != [2]uint64{} && t.table[t.slot(s)] == s
}

// add puts s among the sets, unless it has no cells or the table is
// half full (then a sum may be added twice, which is only slower).
func (t *cellSets) add(s [2]uint64) {
	if s == [2]uint64{} || t.n >= 511 {
		return
	}
	if i := t.slot(s); t.table[i] != s {
		t.table[i] = s
		t.n++
	}
}

// meeting appends to out the cages that have cells in u, and returns it.
func meeting(u [2]uint64, cages, out []sumSet) []sumSet {
	for _, cg := range cages {
		if cg.cells[0]&u[0] != 0 || cg.cells[1]&u[1] != 0 {
			out = append(out, cg)
		}
	}
	return out
}

// A sumSet is a set of cells whose digits add up to sum.
type sumSet struct {
	cells [2]uint64
	sum   int32
}

// bitsOf returns the cells as a set, bit c%64 of word c/64.
func bitsOf[T int | uint8](cells []T) [2]uint64 {
	var s [2]uint64
	for _, c := range cells {
		s[c>>6] |= 1 << (c & 63)
	}
	return s
}

// unionSums adds the innies and outies of the union u of n houses of
// nine cells, under the cages with totals (whose cells are caged),
// unless they are too long or among seen, and adds them to seen.
func (cr *ruleset) unionSums(u [2]uint64, n int, cages []sumSet, caged [2]uint64, seen *cellSets) {
	// The cells of u in no cage with a total are innies.
	innies := [2]uint64{u[0] &^ caged[0], u[1] &^ caged[1]}
	covered := innies == [2]uint64{}
	var outies [2]uint64
	rest, outer := int32(45*n), int32(0)
	var metBuf [81]sumSet
	cages = meeting(u, cages, metBuf[:0])
	for _, cg := range cages {
		in := [2]uint64{cg.cells[0] & u[0], cg.cells[1] & u[1]}
		switch {
		case in == [2]uint64{}:
		case in == cg.cells:
			rest -= cg.sum
		default:
			outer += cg.sum
			innies[0] |= in[0]
			innies[1] |= in[1]
			outies[0] |= cg.cells[0] &^ u[0]
			outies[1] |= cg.cells[1] &^ u[1]
		}
	}
	cr.addSum(innies, rest, seen)
	if covered {
		cr.addSum(outies, outer-rest, seen)
	}
	cr.unionDiffs(u, n, cages, seen)
}

// unionDiffs adds, for the union u of n houses and the cages with
// totals that meet it, the innies less the outies: the cages that have
// most of their cells in u are taken as inside it, so that the cells of
// u in none of them less their cells outside u add up to 45n less their
// totals. With one house, it
// adds the same for each cage sticking out of it by one cell, alone
// beside the cages inside. It adds what it adds to seen.
func (cr *ruleset) unionDiffs(u [2]uint64, n int, cages []sumSet, seen *cellSets) {
	a, b, total := u, [2]uint64{}, int32(45*n)
	free, rest := u, int32(45*n) // without the cages wholly inside
	for _, cg := range cages {
		in := [2]uint64{cg.cells[0] & u[0], cg.cells[1] & u[1]}
		nin := bits.OnesCount64(in[0]) + bits.OnesCount64(in[1])
		size := bits.OnesCount64(cg.cells[0]) + bits.OnesCount64(cg.cells[1])
		if 2*nin <= size {
			continue
		}
		a[0] &^= in[0]
		a[1] &^= in[1]
		b[0] |= cg.cells[0] &^ u[0]
		b[1] |= cg.cells[1] &^ u[1]
		total -= cg.sum
		if nin == size {
			free[0] &^= in[0]
			free[1] &^= in[1]
			rest -= cg.sum
		}
	}
	if b == [2]uint64{} {
		cr.addSum(a, total, seen)
	} else {
		cr.addDiff(a, b, total, seen)
	}
	if n > 1 {
		return
	}
	for _, cg := range cages {
		out := [2]uint64{cg.cells[0] &^ u[0], cg.cells[1] &^ u[1]}
		if bits.OnesCount64(out[0])+bits.OnesCount64(out[1]) != 1 {
			continue
		}
		in := [2]uint64{free[0] &^ cg.cells[0], free[1] &^ cg.cells[1]}
		cr.addDiff(in, out, rest-cg.sum, seen)
	}
}

// addDiff adds a strong constraint that the digits of the cells of a less
// those of b add up to total, when a and b both have cells, at most
// maxDiffCells together and one of them no more than two, and the set
// of their cells is not among seen; it adds that set to seen.
func (cr *ruleset) addDiff(a, b [2]uint64, total int32, seen *cellSets) {
	na := bits.OnesCount64(a[0]) + bits.OnesCount64(a[1])
	nb := bits.OnesCount64(b[0]) + bits.OnesCount64(b[1])
	set := [2]uint64{a[0] | b[0], a[1] | b[1]}
	if na == 0 || nb == 0 || na+nb > maxDiffCells || min(na, nb) > 2 ||
		seen.has(set) {
		return
	}
	var cellBuf [maxUnionCells]int
	var coefBuf [maxUnionCells]int32
	cells, coef := cellBuf[:0], coefBuf[:0]
	for k, s := range [2][2]uint64{a, b} {
		for w, x := range s {
			for ; x != 0; x &= x - 1 {
				cells = append(cells, w*64+bits.TrailingZeros64(x))
				coef = append(coef, int32(1-2*k))
			}
		}
	}
	if !cr.addGroups(cells, coef, total) {
		addCons(cr, conLinear, cells, coef, total)
		cr.cons[len(cr.cons)-1].strong = true
	}
	cr.cons[len(cr.cons)-1].late = true
	seen.add(set)
}

// addSum adds a strong constraint that the digits of the cells of set
// add up to total, unless set has no cells or more than maxUnionCells or
// is among seen, and adds set to seen. The constraint is a cage
// when the cells see each other, so are distinct, and a sum otherwise.
func (cr *ruleset) addSum(set [2]uint64, total int32, seen *cellSets) {
	n := bits.OnesCount64(set[0]) + bits.OnesCount64(set[1])
	if n == 0 || n > maxUnionCells || seen.has(set) {
		return
	}
	var buf [maxUnionCells]uint8
	cells := buf[:0]
	distinct := true
	for w, x := range set {
		for ; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			cells = append(cells, uint8(c))
			p := cr.peerBits[c]
			p[w] |= x & -x
			if p[0]&set[0] != set[0] || p[1]&set[1] != set[1] {
				distinct = false
			}
		}
	}
	if distinct {
		if total < 0 || total > 45 || len(cageCombos[n][total]) == 0 {
			total = -1 // no digits make it: runCage fails at once
		}
		addCons(cr, conCage, cells, nil, total)
	} else {
		addCons(cr, conSum, cells, nil, total)
	}
	cr.cons[len(cr.cons)-1].strong = true
	seen.add(set)
}
