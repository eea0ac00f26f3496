package sudoku

import "slices"

// cageSizes are the sizes that drawCages aims at, drawn uniformly: mostly
// two to four cells, as in printed killers.
var cageSizes = [...]int{2, 2, 2, 3, 3, 3, 4, 4, 5}

// drawCages covers the grid with killer cages drawn from r over the
// complete grid sol: each cage is connected by orthogonal steps, its
// digits in sol are distinct, and its Sum is theirs. The cells of each
// cage are in increasing order, and the cages in the order of their
// first cell.
func drawCages(sol Grid, r Rand) []Cage {
	var free [81]bool
	for c := range free {
		free[c] = true
	}
	return regrowCages(sol, r, nil, &free)
}

// regrowCages returns the cages keep with new cages, drawn from r over
// sol, that cover the cells that free marks, which keep must not hold.
//
// New cages grow one at a time from the free cells in a random order:
// each takes a size from cageSizes and adds random free neighbours whose
// digit it does not hold yet, stopping early when it has none. A new
// cage left with one cell then joins a neighbouring cage, as
// mergeSingletons says.
func regrowCages(sol Grid, r Rand, keep []Cage, free *[81]bool) []Cage {
	var order []uint8
	for c, f := range free {
		if f {
			order = append(order, uint8(c))
		}
	}
	shuffle(order, r)
	var cageOf [81]int8
	var cages [][]int
	for i := range cageOf {
		cageOf[i] = -1
	}
	for k, cg := range keep {
		cages = append(cages, slices.Clone(cg.Cells))
		for _, c := range cg.Cells {
			cageOf[c] = int8(k)
		}
	}
	var front [81]int
	for _, s := range order {
		if cageOf[s] >= 0 {
			continue
		}
		k := int8(len(cages))
		cells := []int{int(s)}
		cageOf[s] = k
		digits := mask(1) << sol[s]
		for size := cageSizes[below(r, len(cageSizes))]; len(cells) < size; {
			n := 0
			for _, c := range cells {
				for _, b := range layoutSteps[c] {
					if b >= 0 && cageOf[b] < 0 && digits&(1<<sol[b]) == 0 &&
						!slices.Contains(front[:n], int(b)) {
						front[n] = int(b)
						n++
					}
				}
			}
			if n == 0 {
				break
			}
			b := front[below(r, n)]
			cells = append(cells, b)
			cageOf[b] = k
			digits |= 1 << sol[b]
		}
		cages = append(cages, cells)
	}
	mergeSingletons(sol, r, cages, len(keep), &cageOf)
	out := make([]Cage, 0, len(cages))
	for _, cells := range cages {
		if len(cells) > 0 {
			slices.Sort(cells)
			out = append(out, cageOver(sol, cells))
		}
	}
	slices.SortFunc(out, func(a, b Cage) int { return a.Cells[0] - b.Cells[0] })
	return out
}

// mergeSingletons moves the cell of each one-cell cage from index from
// on into a random neighbouring cage that lacks its digit in sol: one of
// fewer than five cells when there is one, else one of five. It leaves
// the one-cell cage empty; a cell with no such neighbour stays alone.
func mergeSingletons(sol Grid, r Rand, cages [][]int, from int, cageOf *[81]int8) {
	var cand [4]int8
	for k, cells := range cages {
		if k < from || len(cells) != 1 {
			continue
		}
		c := cells[0]
		n := 0
		for limit := 5; limit <= 6 && n == 0; limit++ {
			for _, b := range layoutSteps[c] {
				if b < 0 {
					continue
				}
				j := cageOf[b]
				if int(j) != k && len(cages[j]) < limit && !slices.Contains(cand[:n], j) &&
					!slices.ContainsFunc(cages[j], func(x int) bool { return sol[x] == sol[c] }) {
					cand[n] = j
					n++
				}
			}
		}
		if n == 0 {
			continue
		}
		j := cand[below(r, n)]
		cages[j] = append(cages[j], c)
		cages[k] = cages[k][:0]
		cageOf[c] = j
	}
}

// cageOver returns the cage of cells with the sum of their digits in sol.
func cageOver(sol Grid, cells []int) Cage {
	sum := 0
	for _, c := range cells {
		sum += int(sol[c])
	}
	return Cage{Cells: cells, Sum: sum}
}

// splitCage splits the connected cells of a cage into two connected
// parts of at least two cells each, drawn from r, and reports false when
// the cage has fewer than four cells. It cuts one edge of a spanning
// tree grown breadth-first from a random cell, drawn among the edges
// whose cut leaves two cells or more on each side.
func splitCage(cells []int, r Rand) (a, b []int, ok bool) {
	n := len(cells)
	if n < 4 {
		return nil, nil, false
	}
	// Grow the tree: tree[i] is a position in cells, parent[i] that of
	// its parent in the tree (by position in tree), -1 for the root.
	tree := make([]int, 0, n)
	parent := make([]int, 0, n)
	in := func(c int) int { return slices.Index(cells, c) }
	seen := make([]bool, n)
	root := below(r, n)
	tree, parent, seen[root] = append(tree, root), append(parent, -1), true
	for i := 0; i < len(tree); i++ {
		for _, s := range layoutSteps[cells[tree[i]]] {
			if j := in(int(s)); s >= 0 && j >= 0 && !seen[j] {
				seen[j] = true
				tree, parent = append(tree, j), append(parent, i)
			}
		}
	}
	if len(tree) != n {
		return nil, nil, false // not connected: leave it alone
	}
	// Subtree sizes, leaves first.
	size := make([]int, n)
	for i := n - 1; i >= 0; i-- {
		size[i]++
		if parent[i] >= 0 {
			size[parent[i]] += size[i]
		}
	}
	var cuts []int
	for i := 1; i < n; i++ {
		if size[i] >= 2 && n-size[i] >= 2 {
			cuts = append(cuts, i)
		}
	}
	if len(cuts) == 0 {
		return nil, nil, false
	}
	cut := cuts[below(r, len(cuts))]
	// The cut subtree is the nodes whose chain of parents meets cut.
	inSub := make([]bool, n)
	inSub[cut] = true
	for i := cut + 1; i < n; i++ {
		inSub[i] = parent[i] >= 0 && inSub[parent[i]]
	}
	for i, p := range tree {
		if inSub[i] {
			b = append(b, cells[p])
		} else {
			a = append(a, cells[p])
		}
	}
	slices.Sort(a)
	slices.Sort(b)
	return a, b, true
}
