package sudoku

import "strings"

// The text of the forcing chains that take several branches: Nishio
// forcing chains (the technique ForcingChain), cell, region and dynamic
// forcing chains. Their pattern (see [Step]) holds each branch: its
// assumption, then the candidates its end rests on, an on (the cell holds
// the digit) as a strong link and an off as a weak one.

// A branchText is one branch of a forcing chain's pattern.
type branchText struct {
	items []PatternItem // the assumption, then the chain
	off   bool          // the assumption is that the candidate is false
}

// branches splits the pattern into its branches, and tells which assume a
// candidate false: the second of two branches that assume the same
// candidate (a double forcing chain), and the branches of a contradiction
// whose result places the assumed candidate.
func (s Step) branches() []branchText {
	var out []branchText
	for _, it := range s.Pattern {
		switch {
		case it.Cell < 0:
			continue
		case it.Role == RoleAssumption:
			out = append(out, branchText{items: []PatternItem{it}})
		case len(out) > 0:
			last := &out[len(out)-1]
			last.items = append(last.items, it)
		}
	}
	placed := func(it PatternItem) bool {
		for _, p := range s.Placements {
			if p.Cell == it.Cell && p.Digit == it.Digit {
				return true
			}
		}
		return false
	}
	for i := range out {
		a := out[i].items[0]
		switch {
		case placed(a):
			out[i].off = true
		case i == 1 && out[0].items[0] == a && len(out[0].items) > 0 &&
			out[0].items[len(out[0].items)-1] == out[1].items[len(out[1].items)-1]:
			out[i].off = true // the same end: on and off imply it
		}
	}
	return out
}

// potentialName writes a candidate as true ("r4c6=7") or false
// ("r4c6<>7").
func potentialName(it PatternItem, on bool) string {
	if on {
		return cellName(it.Cell) + "=" + digitName(it.Digit)
	}
	return cellName(it.Cell) + "<>" + digitName(it.Digit)
}

// text writes the branch as "r1c1=5 -> r2c1<>5 -> r2c3=5".
func (b branchText) text() string {
	parts := []string{potentialName(b.items[0], !b.off)}
	for _, it := range b.items[1:] {
		parts = append(parts, potentialName(it, it.Role == RoleStrong))
	}
	return strings.Join(parts, " -> ")
}

// forcingNudge returns the nudge of a forcing chain.
func (s Step) forcingNudge() string {
	return "no simpler pattern applies: look for " + s.Technique.article()
}

// forcingPointer returns the pointer of a forcing chain: the cell, or the
// house and digit, whose possibilities it follows, or its assumption.
func (s Step) forcingPointer() string {
	bs := s.branches()
	if len(bs) == 0 {
		return "look for " + s.Technique.article()
	}
	a := bs[0].items[0]
	if h, ok := s.firstHouse(RoleBase); ok {
		return "look at the places of " + digitName(a.Digit) + " in " + houseName(h) +
			", and at what each implies"
	}
	if len(bs) > 2 || len(bs) == 2 && bs[1].items[0].Cell == a.Cell &&
		bs[1].items[0].Digit != a.Digit {
		return "look at the digits " + cellName(a.Cell) + " can hold, and at what each implies"
	}
	verb := " holds "
	if bs[0].off {
		verb = " does not hold "
	}
	return "suppose " + cellName(a.Cell) + verb + digitName(a.Digit)
}

// forcingReason explains a forcing chain of several branches.
func (s Step) forcingReason() string {
	bs := s.branches()
	if len(bs) == 0 {
		return s.Technique.String()
	}
	texts := make([]string, len(bs))
	for i, b := range bs {
		texts[i] = b.text()
	}
	a := bs[0].items[0]
	switch {
	case len(bs) == 2 && bs[0].items[0] == bs[1].items[0] && bs[0].off == bs[1].off:
		return "assuming " + potentialName(a, !bs[0].off) + " leads to a contradiction: " +
			texts[0] + ", and " + texts[1] + " (" + s.Technique.article() + ")"
	case len(bs) == 2 && bs[0].items[0] == bs[1].items[0]:
		return "whether " + cellName(a.Cell) + " holds " + digitName(a.Digit) +
			" or not, the same follows: " + texts[0] + ", and " + texts[1] +
			" (" + s.Technique.article() + ")"
	}
	what := "whichever digit " + cellName(a.Cell) + " holds"
	if h, ok := s.firstHouse(RoleBase); ok {
		what = "wherever " + digitName(a.Digit) + " goes in " + houseName(h)
	}
	return what + ", the same follows: " + strings.Join(texts, "; ") +
		" (" + s.Technique.article() + ")"
}

// isLoop reports whether the chain of the pattern comes back to its first
// candidate, a continuous loop, and eliminates rather than places.
func (s Step) isLoop() bool {
	var first, last PatternItem
	n := 0
	for _, it := range s.Pattern {
		if it.Cell >= 0 {
			if n == 0 {
				first = it
			}
			last = it
			n++
		}
	}
	return n > 2 && len(s.Placements) == 0 && first.Cell == last.Cell && first.Digit == last.Digit
}
