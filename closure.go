// Technique engine, chains: the closure of static links, to skip branches.

package sudoku

import "math/bits"

// The closure of the static links: which potentials each potential
// implies, however long the chain, in one position with one kind of
// links. The static chains (forcing_se.go) propagate a branch from every
// candidate on and off of the position, for each of three kinds of links,
// and most of those branches conclude nothing. The closure tells cheaply
// which roots can conclude, so that only their branches are propagated:
// a root implies its own opposite only if the closure says it reaches
// it; it closes a loop that removes a candidate only if its component
// holds a weak link that removes one, since a loop lies in one
// component; the roots of a cell or region forcing chain imply something
// in common only if their sets meet. A branch reaches what the closure
// says, less what lies beyond its depth, and the closure of all the
// links holds that of some, so the search finds the same steps either
// way.
//
// The closure is built on the strongly connected components of the
// implication graph (Tarjan's algorithm): the potentials of one reach the
// same, and the components are finished sinks first, so each one's set is
// its members and the sets of the components its links lead to.

// A staticClosure is the closure of one kind of static links in one
// position, with its scratch space.
type staticClosure struct {
	comp [numPotentials]int16 // the component of each potential, -1 if none
	// at holds, per component, the index in reach of the set of the
	// potentials it reaches, or -1 for a potential that implies nothing.
	at    []int16
	reach []potSet
	// The graph, for the potentials of the position: the links of each
	// start at first[p] in succ.
	first [numPotentials + 1]int32
	succ  []int16
	// Tarjan's scratch space.
	index, low [numPotentials]int16
	edge       [numPotentials]int32
	stack      []int16
	onStack    potSet
	calls      []int16
	mark       []int16 // per component: the last component that took its set
	// loops holds, per component, whether a loop through it may remove
	// a candidate: whether it holds a weak link that would (see
	// cycleLinks).
	loops []bool
	// cyclic holds, per component, whether it has more than one
	// potential: whether its potentials lie on cycles of links.
	cyclic []bool
	c      *Candidates // the position, while built
	cells  *[9]cellSet // its cells of each digit
}

// build makes the closure of the static links of kinds in the position
// c, whose house tables are where and whose cells of each digit are
// cells.
func (x *staticClosure) build(kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet) {
	x.c, x.cells = c, cells
	x.links(kinds, c, where, cells)
	x.components(c)
}

// links fills first and succ with the links that a static branch
// follows (see onLinks and staticOffLinks).
func (x *staticClosure) links(kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet) {
	x.succ = x.succ[:0]
	p := int16(0)
	for cell := range 81 {
		m := c.marks[cell]
		g := &geometry[cell]
		for d := uint8(1); d <= 9; d++ {
			// off, then on: p is off, p+1 on.
			x.first[p] = int32(len(x.succ))
			if m&digitMask(d) != 0 {
				if kinds&linkY != 0 && m.count() == 2 {
					x.succ = append(x.succ, potOn(cell, (m&^digitMask(d)).lowest()))
				}
				if kinds&linkX != 0 {
					for _, h := range [3]uint8{g.box, g.row, g.col} {
						w := where[h][d-1]
						if bits.OnesCount16(w) != 2 {
							continue
						}
						for ; w != 0; w &= w - 1 {
							if o := cellAt(int(h), bits.TrailingZeros16(w)); o != cell {
								x.succ = append(x.succ, potOn(o, d))
							}
						}
					}
				}
			}
			x.first[p+1] = int32(len(x.succ))
			if m&digitMask(d) != 0 {
				if kinds&linkY != 0 {
					for o := m &^ digitMask(d); o != 0; o &= o - 1 {
						x.succ = append(x.succ, potOff(cell, o.lowest()))
					}
				}
				set := peerSet[cell].and(cells[d-1])
				for w := set[0]; w != 0; w &= w - 1 {
					x.succ = append(x.succ, potOff(bits.TrailingZeros64(w), d))
				}
				for w := set[1]; w != 0; w &= w - 1 {
					x.succ = append(x.succ, potOff(64+bits.TrailingZeros64(w), d))
				}
			}
			p += 2
		}
	}
	x.first[numPotentials] = int32(len(x.succ))
}

// components finds the strongly connected components of the graph and
// the set each reaches.
func (x *staticClosure) components(c *Candidates) {
	x.index = [numPotentials]int16{}
	x.onStack = potSet{}
	x.reach = x.reach[:0]
	x.at = x.at[:0]
	x.loops = x.loops[:0]
	x.cyclic = x.cyclic[:0]
	x.mark = x.mark[:0]
	x.stack = x.stack[:0]
	for i := range x.comp {
		x.comp[i] = -1
	}
	next := int16(1)
	for v := range int16(numPotentials) {
		if x.index[v] != 0 || c.marks[potCell(v)]&digitMask(potDigit(v)) == 0 {
			continue // visited, or not a candidate's
		}
		x.calls = append(x.calls[:0], v)
		x.enter(v, &next)
		for len(x.calls) > 0 {
			u := x.calls[len(x.calls)-1]
			if e := x.edge[u]; e < x.first[u+1] {
				x.edge[u]++
				w := x.succ[e]
				switch {
				case x.index[w] == 0:
					x.enter(w, &next)
					x.calls = append(x.calls, w)
				case x.onStack.has(w):
					x.low[u] = min(x.low[u], x.index[w])
				}
				continue
			}
			x.calls = x.calls[:len(x.calls)-1]
			if len(x.calls) > 0 {
				parent := x.calls[len(x.calls)-1]
				x.low[parent] = min(x.low[parent], x.low[u])
			}
			if x.low[u] == x.index[u] {
				x.finish(u)
			}
		}
	}
}

// enter gives v the next index and puts it on the stack.
func (x *staticClosure) enter(v int16, next *int16) {
	x.index[v], x.low[v] = *next, *next
	*next++
	x.edge[v] = x.first[v]
	x.stack = append(x.stack, v)
	x.onStack.add(v)
}

// finish pops the component whose root is u and makes its set: its
// members and the sets of the components its links lead to, which are
// finished already.
func (x *staticClosure) finish(u int16) {
	k := int16(len(x.at))
	x.mark = append(x.mark, -1)
	x.loops = append(x.loops, false)
	x.cyclic = append(x.cyclic, false)
	if x.stack[len(x.stack)-1] == u && x.first[u] == x.first[u+1] {
		// A potential that implies nothing, as most offs: it reaches
		// itself only, which needs no set.
		x.stack = x.stack[:len(x.stack)-1]
		x.onStack[u>>6] &^= 1 << (u & 63)
		x.comp[u] = k
		x.at = append(x.at, -1)
		return
	}
	x.at = append(x.at, int16(len(x.reach)))
	x.reach = append(x.reach, potSet{})
	r := &x.reach[len(x.reach)-1]
	i := len(x.stack)
	for {
		i--
		w := x.stack[i]
		x.onStack[w>>6] &^= 1 << (w & 63)
		x.comp[w] = k
		r.add(w)
		if w == u {
			break
		}
	}
	members := x.stack[i:]
	x.stack = x.stack[:i]
	x.cyclic[k] = len(members) > 1
	for _, w := range members {
		for _, v := range x.succ[x.first[w]:x.first[w+1]] {
			o := x.comp[v]
			if o == k && !x.loops[k] && potIsOn(w) && x.eliminates(w, v) {
				x.loops[k] = true
			}
			if o == k || x.mark[o] == k {
				continue
			}
			x.mark[o] = k
			if x.at[o] < 0 {
				r.add(v)
				continue
			}
			or := &x.reach[x.at[o]]
			for j := range r {
				r[j] |= or[j]
			}
		}
	}
}

// reaches reports whether p implies q.
func (x *staticClosure) reaches(p, q int16) bool {
	if i := x.at[x.comp[p]]; i >= 0 {
		return x.reach[i].has(q)
	}
	return p == q
}

// eliminates reports whether the weak link from the on u to the off v
// removes a candidate when it is part of a loop (see cycleLinks).
func (x *staticClosure) eliminates(u, v int16) bool {
	cu, cv := potCell(u), potCell(v)
	du, dv := potDigit(u), potDigit(v)
	if cu == cv {
		return x.c.marks[cu]&^digitMask(du)&^digitMask(dv) != 0
	}
	set := peerSet[cu].and(peerSet[cv]).and(x.cells[du-1])
	return set != cellSet{}
}

// mayLoop reports whether root, an on, may close a loop that removes a
// candidate: whether its component holds a weak link that removes one (a
// loop lies in one component).
func (x *staticClosure) mayLoop(root int16) bool {
	return potIsOn(root) && x.loops[x.comp[root]]
}

// onCycle reports whether p lies on a cycle of links, which a branch
// from p needs to come back to p: whether p's component holds another
// potential.
func (x *staticClosure) onCycle(p int16) bool {
	return x.cyclic[x.comp[p]]
}

// share reports whether the roots reach a potential in common.
func (x *staticClosure) share(roots []int16) bool {
	var common potSet
	for i, p := range roots {
		j := x.at[x.comp[p]]
		if j < 0 {
			// p implies nothing: the only potential it reaches is p.
			for _, r := range roots {
				if !x.reaches(r, p) {
					return false
				}
			}
			return true
		}
		set := &x.reach[j]
		if i == 0 {
			common = *set
			continue
		}
		any := uint64(0)
		for w := range common {
			common[w] &= set[w]
			any |= common[w]
		}
		if any == 0 {
			return false
		}
	}
	return true
}

// innerOf returns the inner branch of root in the state of the outer
// branch that x.chains works on, propagating it on first use in that
// state in the next of x.inner; used counts the inner branches in use.
func (x *nestCtx) innerOf(root int16, used *int) *branch {
	if ib := x.inOf[root]; ib != nil {
		return ib
	}
	if *used == len(x.inner) {
		x.inner = append(x.inner, new(branch))
	}
	ib := x.inner[*used]
	*used++
	// A branch that serves the root's forcing chain only may stop at
	// the root's opposite: an off's, and below the multiple level an
	// on's that lies on no cycle, and so has no bidirectional cycle to
	// find (see nestCtx.chains).
	target := int16(-1)
	if !potIsOn(root) || x.level < nestMultiple && !x.net.inner.onCycle(root) {
		target = root ^ 1
	}
	ib.propagateTo(root, linkXY, &x.in, &x.inWhere, &x.inCells, x.net.maxCx+1, target)
	x.inOf[root] = ib
	return ib
}

// commonOf concludes, as x.common does, what the inner branches of the
// roots, those of a cell or of the places of a digit in house, reach in
// common; only when the closure of the state says they may.
func (x *nestCtx) commonOf(b *branch, c *Candidates, where *[27][9]uint16, roots []int16, house, cell int, used *int) {
	if !x.net.inner.share(roots) {
		return
	}
	var brs [9]*branch
	for i, r := range roots {
		brs[i] = x.innerOf(r, used)
	}
	x.common(b, c, where, brs[:len(roots)], house, cell)
}
