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

// maxUnionCells is the most cells a sum from a union of houses may have.
const maxUnionCells = 5

// compileUnionSums adds, as constraints that only the counting search
// runs, the innies and outies of every run of two to eight consecutive
// rows or columns, and of the bands and stacks of boxes, that have
// between one and maxUnionCells cells.
func (rs *Rules) compileUnionSums(cr *ruleset) {
	if len(rs.Cages) == 0 {
		return
	}
	var cageOf [81]int // the cage with a total of each cell, +1
	for i, cg := range rs.Cages {
		if cg.Sum != 0 {
			for _, c := range cg.Cells {
				cageOf[c] = i + 1
			}
		}
	}
	seen := map[[2]uint64]bool{}
	for _, k := range cr.cons {
		if k.kind == conCage || k.kind == conLinear {
			seen[bitsOf(cr.cells[k.off:k.off+int32(k.n)])] = true
		}
	}
	for lines := 2; lines <= 8; lines++ {
		for first := 0; first+lines <= 9; first++ {
			var rows, cols [2]uint64
			for r := first; r < first+lines; r++ {
				for k := range 9 {
					rows[(r*9+k)>>6] |= 1 << ((r*9 + k) & 63)
					cols[(k*9+r)>>6] |= 1 << ((k*9 + r) & 63)
				}
			}
			rs.unionSums(cr, rows, lines, &cageOf, seen)
			rs.unionSums(cr, cols, lines, &cageOf, seen)
		}
	}
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
// nine cells, unless they are too long or already known (seen).
func (rs *Rules) unionSums(cr *ruleset, u [2]uint64, n int, cageOf *[81]int, seen map[[2]uint64]bool) {
	in := func(c int) bool { return u[c>>6]>>(c&63)&1 != 0 }
	var met [2]uint64 // the cages met, by index+1
	var innies, outies []int
	inner, outer := 0, 0
	covered := true
	for c := range 81 {
		if !in(c) {
			continue
		}
		i := cageOf[c]
		if i == 0 {
			innies = append(innies, c)
			covered = false
			continue
		}
		if met[i>>6]>>(i&63)&1 != 0 {
			continue
		}
		met[i>>6] |= 1 << (i & 63)
		cg := rs.Cages[i-1]
		all := true
		for _, x := range cg.Cells {
			if !in(x) {
				all = false
				outies = append(outies, x)
			}
		}
		if all {
			inner += cg.Sum
			continue
		}
		outer += cg.Sum
		for _, x := range cg.Cells {
			if in(x) {
				innies = append(innies, x)
			}
		}
	}
	rest := 45*n - inner
	if len(innies) > 0 && len(innies) <= maxUnionCells {
		cr.addSum(innies, int32(rest), seen)
	}
	if covered && len(outies) > 0 && len(outies) <= maxUnionCells {
		cr.addSum(outies, int32(outer-rest), seen)
	}
}

// addSum adds a strong constraint that the digits of cells add up to
// total: a cage when they see each other, so are distinct, and a linear
// sum otherwise.
func (cr *ruleset) addSum(cells []int, total int32, seen map[[2]uint64]bool) {
	set := bitsOf(cells)
	if seen[set] {
		return
	}
	seen[set] = true
	distinct := true
	for _, c := range cells {
		p := cr.peerBits[c]
		p[c>>6] |= 1 << (c & 63)
		if p[0]&set[0] != set[0] || p[1]&set[1] != set[1] {
			distinct = false
		}
	}
	if distinct {
		if total < 0 || total > 45 || len(cageCombos[len(cells)][total]) == 0 {
			total = -1 // no digits make it: runCage fails at once
		}
		cr.add(conCage, cells, nil, total)
	} else {
		coef := make([]int32, len(cells))
		for k := range coef {
			coef[k] = 1
		}
		cr.add(conLinear, cells, coef, total)
	}
	cr.cons[len(cr.cons)-1].strong = true
}

var _ = bits.Len
