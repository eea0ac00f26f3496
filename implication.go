// Technique engine, chains: the implications that every forcing chain follows.

package sudoku

import "math/bits"

// The implication engine of the forcing chains that rate as Sudoku
// Explainer does. A potential is a candidate that is on (the cell holds the
// digit) or off (it does not): (cell*9 + digit-1)*2, plus one for on. A
// branch starts from one potential, the assumption, and follows what it
// implies, breadth first, so that each potential is reached by a shortest
// chain:
//
//   - on implies off for the same digit in every peer, and (with cell
//     links) off for the cell's other digits;
//   - off implies on for the other digit of a cell with two (cell links),
//     and for the other place of a digit with two places in a house
//     (house links).
//
// A static branch takes "two" from the position; a dynamic branch from the
// position less what the branch itself has turned off, so that a cell or a
// house left with one place turns it on, and that on rests on every off
// that emptied the rest (it has several parents). A branch that reaches a
// potential and its opposite has met a contradiction: its assumption is
// false.
//
// The complexity of a conclusion is the number of potentials it rests on,
// itself included (its ancestors); Sudoku Explainer's length bonus grows
// with it.

// numPotentials is the number of potentials, two per candidate.
const numPotentials = 729 * 2

// A potSet is a set of potentials.
type potSet [(numPotentials + 63) / 64]uint64

func (b *potSet) has(p int16) bool { return b[p>>6]&(1<<(p&63)) != 0 }
func (b *potSet) add(p int16)      { b[p>>6] |= 1 << (p & 63) }

// meets reports whether b and o have a potential in common.
func (b *potSet) meets(o *potSet) bool {
	for i := range b {
		if b[i]&o[i] != 0 {
			return true
		}
	}
	return false
}

// potOn returns the potential "cell holds d" (d 1-9), potOff "does not".
func potOn(cell int, d uint8) int16  { return int16((cell*9+int(d)-1)*2 + 1) }
func potOff(cell int, d uint8) int16 { return int16((cell*9 + int(d) - 1) * 2) }

// potCell, potDigit and potIsOn take a potential apart.
func potCell(p int16) int    { return int(p) / 18 }
func potDigit(p int16) uint8 { return uint8(p/2%9) + 1 }
func potIsOn(p int16) bool   { return p&1 == 1 }

// linkKinds selects the links a branch follows.
type linkKinds uint8

const (
	linkX       linkKinds = 1 << iota // house links of one digit
	linkY                             // cell links
	linkDynamic                       // off-to-on links from the branch's own state
	linkXY      = linkX | linkY
)

// A branch is what one assumption implies.
type branch struct {
	root    int16
	kinds   linkKinds
	reached potSet
	idx     [numPotentials]int16 // the place in order of each reached potential
	order   []reachedPot         // the reached potentials, in order
	ps      []int16              // per reached potential: the count, then the parents
	contra  int16                // the first potential whose opposite was reached, or -1
	depth   int                  // the depth it was propagated to
	cut     bool                 // a potential was not followed, being that deep
	marks   [81]mask             // dynamic: the candidates the branch has not turned off
	where   [27][9]uint16        // dynamic: the same, as the places of each digit in each house
	// nest, when not nil, adds what simpler techniques derive in the
	// branch's own state once its links are exhausted (see nested.go);
	// nestCx holds the complexity of each potential so derived.
	nest   *nestCtx
	nestCx map[int16]int64
}

// A reachedPot is a potential a branch reached, in the order it did.
type reachedPot struct {
	p   int16 // the potential
	lvl int16 // a lower bound of its ancestors
	at  int32 // where its parents start in ps
}

// reset empties b for a new assumption in the position c, whose house
// tables are where.
func (b *branch) reset(root int16, kinds linkKinds, c *Candidates, where *[27][9]uint16) {
	b.root, b.kinds, b.contra, b.cut = root, kinds, -1, false
	b.reached = potSet{}
	b.ps = b.ps[:0]
	b.order = b.order[:0]
	if kinds&linkDynamic != 0 {
		b.marks = c.marks
		b.where = *where
	}
}

// turnOff removes d from cell in the dynamic branch's own state.
func (b *branch) turnOff(cell int, d uint8) {
	b.marks[cell] &^= digitMask(d)
	g := &geometry[cell]
	b.where[g.row][d-1] &^= 1 << g.posRow
	b.where[g.col][d-1] &^= 1 << g.posCol
	b.where[g.box][d-1] &^= 1 << g.posBox
}

// level returns a lower bound of the number of potentials the reached
// potential p rests on: one more than the highest level of its parents.
func (b *branch) level(p int16) int { return int(b.order[b.idx[p]].lvl) }

// reach records p, implied by the parents, unless it is reached already.
func (b *branch) reach(p int16, parents ...int16) {
	if b.reached.has(p) || b.contra >= 0 && b.kinds&linkDynamic != 0 {
		return
	}
	if b.contra < 0 && b.reached.has(p^1) {
		b.contra = p
	}
	b.reached.add(p)
	lvl := int16(1)
	for _, q := range parents {
		lvl = max(lvl, b.order[b.idx[q]].lvl+1)
	}
	b.idx[p] = int16(len(b.order))
	b.order = append(b.order, reachedPot{p, lvl, int32(len(b.ps))})
	b.ps = append(b.ps, int16(len(parents)))
	b.ps = append(b.ps, parents...)
}

// reach1 is reach with one parent, q, the common case, made cheaper.
func (b *branch) reach1(p, q int16) {
	if b.reached.has(p) || b.contra >= 0 && b.kinds&linkDynamic != 0 {
		return
	}
	if b.contra < 0 && b.reached.has(p^1) {
		b.contra = p
	}
	b.reached.add(p)
	b.idx[p] = int16(len(b.order))
	b.order = append(b.order, reachedPot{p, b.order[b.idx[q]].lvl + 1, int32(len(b.ps))})
	b.ps = append(b.ps, 1, q)
}

// parents returns the potentials p was implied by.
func (b *branch) parents(p int16) []int16 {
	i := b.order[b.idx[p]].at
	return b.ps[i+1 : i+1+int32(b.ps[i])]
}

// propagate follows the implications of the assumption root in the
// position c, whose house tables are where, with the links of kinds. It
// stops at a contradiction when the branch is dynamic, and it does not
// follow a potential that rests on depth potentials or more: what follows
// from it rests on more than depth.
func (b *branch) propagate(root int16, kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet, depth int) {
	b.propagateTo(root, kinds, c, where, cells, depth, -1)
}

// propagateTo is propagate that, when target is not -1, stops once the
// branch reaches target: what the branch holds then is what propagate
// gives to the depth of one less than target's level, with target and
// some others of its level besides, and it says so (cut, depth).
func (b *branch) propagateTo(root int16, kinds linkKinds, c *Candidates, where *[27][9]uint16, cells *[9]cellSet, depth int, target int16) {
	b.reset(root, kinds, c, where)
	b.depth = depth
	b.reach(root)
	if kinds&linkDynamic != 0 && b.nest == nil {
		b.followDynamic(c, cells, where, depth)
		return
	}
	// Breadth first: each potential in the order it was reached. The
	// branches of the nested levels, whose rounds of derivations were
	// matched with Sudoku Explainer's traces in this order, follow their
	// ons so too.
	dynamic := kinds&linkDynamic != 0
	// A nested branch follows each on as soon as it reaches it, before
	// the offs waiting (ons from on, offs from i), as Sudoku Explainer's
	// do: printed as it reaches them on a forum puzzle, SE's branch meets
	// its contradiction through the offs of an on it reached last, before
	// the offs waiting turn up another.
	onp := b.nest != nil
	on := 0
	for i := 0; ; {
		if dynamic && b.contra >= 0 {
			return
		}
		if target >= 0 && b.reached.has(target) {
			// Breadth first, every potential of a lower level is in,
			// with its parents.
			b.cut, b.depth = true, b.level(target)-1
			return
		}
		k := -1
		if onp {
			for on < len(b.order) && !potIsOn(b.order[on].p) {
				on++
			}
			if on < len(b.order) {
				k, on = on, on+1
			} else {
				for i < len(b.order) && potIsOn(b.order[i].p) {
					i++
				}
			}
		}
		if k < 0 {
			if i == len(b.order) && (b.nest == nil || !b.nest.derive(b, c, where)) {
				return
			}
			if i == len(b.order) {
				continue
			}
			k = i
			i++
		}
		r := b.order[k]
		p := r.p
		cell, d := potCell(p), potDigit(p)
		if int(r.lvl) >= depth {
			b.cut = true
			if dynamic && !potIsOn(p) {
				b.turnOff(cell, d)
			}
			continue
		}
		switch {
		case potIsOn(p):
			b.onLinks(p, cell, d, &c.marks, &cells[d-1])
		case dynamic:
			b.dynamicOffLinks(p, cell, d, &c.marks, where)
		default:
			b.staticOffLinks(p, cell, d, &c.marks, where)
		}
	}
}

// followDynamic follows the dynamic branch b, just reset, to its first
// contradiction (c, cells, where and depth as for propagate), taking each
// on as soon as an off reaches it, before the next off, as Sudoku
// Explainer does. Offs reach only ons and ons only offs, so the branch is
// still breadth first; what changes is that the offs of an on are reached
// before the offs that follow the one that reached it are followed. Which
// contradiction the branch meets first, and which way a potential is
// reached, then are Sudoku Explainer's: on the magictour collection its
// Nishio and dynamic contradictions a tenth off were those of this order.
// It has no target to stop at: the only search with one, the static
// chains', has static links (see propagateTo).
func (b *branch) followDynamic(c *Candidates, cells *[9]cellSet, where *[27][9]uint16, depth int) {
	// The ons to follow now, b.order[from:to]: the root, or those the
	// last off reached; and the next off to follow, i.
	from, to, i := 0, 0, 0
	if potIsOn(b.root) {
		to = 1
	}
	for {
		for j := from; j < to && b.contra < 0; j++ {
			r := b.order[j]
			if int(r.lvl) >= depth {
				b.cut = true
				continue
			}
			d := potDigit(r.p)
			b.onLinks(r.p, potCell(r.p), d, &c.marks, &cells[d-1])
		}
		for i < len(b.order) && potIsOn(b.order[i].p) {
			i++
		}
		if i == len(b.order) || b.contra >= 0 {
			return
		}
		r := b.order[i]
		i++
		cell, d := potCell(r.p), potDigit(r.p)
		from = len(b.order)
		if int(r.lvl) >= depth {
			b.cut = true
			b.turnOff(cell, d)
		} else {
			b.dynamicOffLinks(r.p, cell, d, &c.marks, where)
		}
		to = len(b.order)
	}
}

// onLinks follows "cell holds d"; with is the set of cells that hold d
// as a candidate in the position.
func (b *branch) onLinks(p int16, cell int, d uint8, marks *[81]mask, with *cellSet) {
	if b.kinds&linkY != 0 {
		for m := marks[cell] &^ digitMask(d); m != 0; m &= m - 1 {
			b.reach1(potOff(cell, m.lowest()), p)
		}
	}
	// The peers in the order of chainPeerSets: each part in increasing
	// order of cells.
	for i := range chainPeerSets[cell] {
		set := chainPeerSets[cell][i].and(*with)
		for w := set[0]; w != 0; w &= w - 1 {
			b.reach1(potOff(bits.TrailingZeros64(w), d), p)
		}
		for w := set[1]; w != 0; w &= w - 1 {
			b.reach1(potOff(64+bits.TrailingZeros64(w), d), p)
		}
	}
}

// chainPeerSets holds the peers of each cell in three parts, in the order
// the branches follow them, which decides which of two chains of the same
// length a branch keeps: the cells of its box, then the rest of its row,
// then the rest of its column, as Sudoku Explainer takes them.
var chainPeerSets = makeChainPeerSets()

// makeChainPeerSets builds chainPeerSets.
func makeChainPeerSets() (p [81][3]cellSet) {
	for c := range 81 {
		g := &geometry[c]
		for i, h := range [3]uint8{g.box, g.row, g.col} {
			for _, o := range houses[h] {
				if int(o) != c && (i == 0 || !inHouse(int(o), int(g.box))) {
					p[c][i].add(int(o))
				}
			}
		}
	}
	return p
}

// staticOffLinks follows "cell does not hold d" through the position's
// cells with two digits and houses with two places.
func (b *branch) staticOffLinks(p int16, cell int, d uint8, marks *[81]mask, where *[27][9]uint16) {
	if m := marks[cell]; b.kinds&linkY != 0 && m.count() == 2 {
		b.reach1(potOn(cell, (m&^digitMask(d)).lowest()), p)
	}
	if b.kinds&linkX == 0 {
		return
	}
	g := &geometry[cell]
	for _, h := range [3]uint8{g.box, g.row, g.col} {
		w := where[h][d-1]
		if bits.OnesCount16(w) != 2 {
			continue
		}
		for ; w != 0; w &= w - 1 {
			if o := cellAt(int(h), bits.TrailingZeros16(w)); o != cell {
				b.reach1(potOn(o, d), p)
			}
		}
	}
}

// dynamicOffLinks turns "cell does not hold d" off in the branch's own
// state (as turnOff) and follows it: a cell or house it leaves with one
// place for a digit. The position's marks and house tables are marks and
// where.
func (b *branch) dynamicOffLinks(p int16, cell int, d uint8, marks *[81]mask, where *[27][9]uint16) {
	g := &geometry[cell]
	b.marks[cell] &^= digitMask(d)
	// The places of d left in the cell's box, row and column: they
	// are followed in that order.
	box, row, col := &b.where[g.box][d-1], &b.where[g.row][d-1], &b.where[g.col][d-1]
	*box &^= 1 << g.posBox
	*row &^= 1 << g.posRow
	*col &^= 1 << g.posCol
	if m := b.marks[cell]; b.kinds&linkY != 0 && m != 0 && m&(m-1) == 0 {
		b.lastDigit(cell, m, marks)
	}
	if b.kinds&linkX == 0 {
		return
	}
	if w := *box; w != 0 && w&(w-1) == 0 {
		b.lastPlace(int(g.box), w, d, where)
	}
	if w := *row; w != 0 && w&(w-1) == 0 {
		b.lastPlace(int(g.row), w, d, where)
	}
	if w := *col; w != 0 && w&(w-1) == 0 {
		b.lastPlace(int(g.col), w, d, where)
	}
}

// lastDigit reaches the last digit m of cell in the branch's state,
// which rests on every digit of the cell in marks turned off.
func (b *branch) lastDigit(cell int, m mask, marks *[81]mask) {
	on := potOn(cell, m.lowest())
	if b.reached.has(on) {
		return
	}
	var ps [9]int16
	n := 0
	for o := marks[cell] &^ m; o != 0; o &= o - 1 {
		ps[n] = potOff(cell, o.lowest())
		n++
	}
	b.reach(on, ps[:n]...)
}

// lastPlace reaches the last place w of d in house h in the branch's
// state, which rests on every place of d in where turned off.
func (b *branch) lastPlace(h int, w uint16, d uint8, where *[27][9]uint16) {
	on := potOn(cellAt(h, bits.TrailingZeros16(w)), d)
	if b.reached.has(on) {
		return
	}
	var ps [9]int16
	n := 0
	for o := where[h][d-1] &^ w; o != 0; o &= o - 1 {
		ps[n] = potOff(cellAt(h, bits.TrailingZeros16(o)), d)
		n++
	}
	b.reach(on, ps[:n]...)
}

// ancestors returns the number of potentials p rests on in b, itself
// included, or limit+1 once that is above limit. It uses seen and stack
// as scratch space, and returns stack for reuse; for a dynamic branch
// seen ends with what it counted.
func (b *branch) ancestors(p int16, limit int, seen *potSet, stack []int16) (int, []int16) {
	if b.kinds&linkDynamic == 0 && b.nest == nil {
		// A static branch reaches each potential from one parent a
		// level up: p rests on a chain of its level's potentials. (seen
		// is left as it was: only the nested levels read it after.)
		if n := b.level(p); n <= limit {
			return n, stack
		}
		return limit + 1, stack
	}
	*seen = potSet{}
	seen.add(p)
	stack = append(stack[:0], p)
	n := 0
	for len(stack) > 0 {
		q := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if n++; n > limit {
			return n, stack
		}
		for _, r := range b.parents(q) {
			if !seen.has(r) {
				seen.add(r)
				stack = append(stack, r)
			}
		}
	}
	return n, stack
}

// chainTo returns the potentials p rests on in b, in the order the
// branch reached them, ending with p. It uses seen as scratch space.
func (b *branch) chainTo(p int16, seen *potSet) []int16 {
	chain, _ := b.chainOnto(p, seen, nil, nil)
	return chain
}

// chainOnto is chainTo writing the chain over out and walking the
// parents on stack, both of which it returns, grown, for the next call:
// for callers that look at the chain and let it go.
func (b *branch) chainOnto(p int16, seen *potSet, out, stack []int16) (chain, walk []int16) {
	*seen = potSet{}
	seen.add(p)
	stack = append(stack[:0], p)
	for i := 0; i < len(stack); i++ {
		for _, r := range b.parents(stack[i]) {
			if !seen.has(r) {
				seen.add(r)
				stack = append(stack, r)
			}
		}
	}
	out = out[:0]
	for _, r := range b.order {
		if seen.has(r.p) {
			out = append(out, r.p)
		}
	}
	return out, stack
}

// loops calls fn with each loop of the static branch b back to its root,
// an on: a reached on u, other than the root, whose implied off v implies
// the root, with v not among what u rests on. The loop is the chain to u,
// then v; each is given by u and v.
func (b *branch) loops(c *Candidates, where *[27][9]uint16, fn func(u, v int16)) {
	a := b.root
	ca, da := potCell(a), potDigit(a)
	// The offs that imply the root: the other digit of its cell, the
	// other place of its digit in a house.
	var strong [4]int16
	n := 0
	if m := c.marks[ca]; b.kinds&linkY != 0 && m.count() == 2 {
		strong[n] = potOff(ca, (m &^ digitMask(da)).lowest())
		n++
	}
	if b.kinds&linkX != 0 {
		g := &geometry[ca]
		for _, h := range [3]uint8{g.box, g.row, g.col} {
			w := where[h][da-1]
			if bits.OnesCount16(w) != 2 {
				continue
			}
			for ; w != 0; w &= w - 1 {
				if o := cellAt(int(h), bits.TrailingZeros16(w)); o != ca {
					strong[n] = potOff(o, da)
					n++
				}
			}
		}
	}
	for _, r := range b.order[1:] {
		u := r.p
		if !potIsOn(u) || r.lvl < 3 {
			continue
		}
		cu, du := potCell(u), potDigit(u)
		for _, v := range strong[:n] {
			cv, dv := potCell(v), potDigit(v)
			implies := cu == cv && du != dv && b.kinds&linkY != 0 ||
				cu != cv && du == dv && arePeers(cu, cv)
			if implies && cu != ca && !b.restsOn(u, v) {
				fn(u, v)
			}
		}
	}
}

// restsOn reports whether p rests on q in b.
func (b *branch) restsOn(p, q int16) bool {
	for _, r := range b.parents(p) {
		if r == q || b.restsOn(r, q) {
			return true
		}
	}
	return false
}

// chainKind returns the technique and base rating of the static chain
// to p, or of the loop that goes on from p to closing and back to the
// root when closing is not -1: X-chain when every potential has one digit;
// XY-chain when every strong link (off to on) is the other digit of a cell
// and every weak link (on to off) joins two cells; AIC otherwise. A loop
// of one digit or of such cells has the cycles' base.
func (b *branch) chainKind(p, closing int16) (Technique, int) {
	oneDigit, cells := true, true
	link := func(from, to int16) {
		oneDigit = oneDigit && potDigit(from) == potDigit(to)
		cells = cells && (potCell(from) == potCell(to)) == potIsOn(to)
	}
	for q := p; ; {
		ps := b.parents(q)
		if len(ps) == 0 {
			break
		}
		link(ps[0], q)
		q = ps[0]
	}
	cycle := closing >= 0
	if cycle {
		// The links that close the loop: p to closing, closing to the root.
		link(p, closing)
		link(closing, b.root)
	}
	switch {
	case oneDigit && cycle:
		return XChain, baseCycle
	case oneDigit:
		return XChain, baseXChain
	case cells && cycle:
		return XYChain, baseCycle
	case cells:
		return XYChain, baseChain
	case cycle:
		return AIC, baseCycleMixed
	}
	return AIC, baseChain
}
