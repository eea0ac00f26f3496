// General engine: whispers, palindromes, entropic and modular lines and
// clones, compiled into pair constraints and windows of classes.

package sudoku

// Each of these rules relates cells two by two, and compiles to pair
// constraints (ruleset_pairs.go):
//   - a whisper: neighbours on the line differ by at least its value;
//   - a palindrome: the cells k from either end hold the same digit;
//   - a clone: the cells in the same place of the two regions do;
//   - an entropic or a modular line, whose digits fall in m classes
//     (low, middle, high; the remainders modulo m): every m cells in a
//     row hold one digit of each class, so cells fewer than m apart on
//     the line are of different classes, and cells m apart of the same.
//
// The pairs say all the rule says. An entropic or modular line of m
// cells or more also gets a window constraint over its first m cells,
// which then hold each class once, as a house holds each digit: a class
// that only one of them can hold goes there (the pairs keep the classes
// of the cells m apart equal, so the first window speaks for all).

// lineClasses returns the masks of the classes of the digits of an
// entropic line (modulus 0) or of a modular line of modulus m: class k
// holds the digits 3k+1 to 3k+3, or those whose remainder modulo m is k.
func lineClasses(m int) (cls [9]uint16, n int) {
	if m == 0 {
		return [9]uint16{0x7, 0x38, 0x1c0}, 3
	}
	for d := 1; d <= 9; d++ {
		cls[d%m] |= 1 << (d - 1)
	}
	return cls, m
}

// whisperGap returns the least difference of neighbours on the whisper
// l: its value, 5 when that is 0.
func whisperGap(l Line) int {
	if l.Value == 0 {
		return 5
	}
	return l.Value
}

// lineModulus returns the modulus that lineClasses takes for the
// entropic or modular line l: 0 for an entropic line, the modular
// line's value, 3 when that is 0.
func lineModulus(l Line) int {
	if l.Kind == ModularLine && l.Value == 0 {
		return 3
	}
	return l.Value
}

// classOf returns the class of the digit d among cls.
func classOf(cls *[9]uint16, d int) int {
	for k, c := range cls {
		if c>>(d-1)&1 != 0 {
			return k
		}
	}
	return -1
}

// compileLinePairs adds the pair constraints of the whispers,
// palindromes, entropic and modular lines and clones of rs (for
// linkPairs to lay out), and the window constraint of each entropic or
// modular line that has a whole window.
func (rs *Rules) compileLinePairs(cr *ruleset) {
	for _, l := range rs.Lines {
		cells := l.Cells
		n := len(cells)
		switch l.Kind {
		case WhisperLine:
			v := whisperGap(l)
			apart := func(x, y int) bool { return x-y >= v || y-x >= v }
			for k := 1; k < n; k++ {
				cr.relate(cells[k-1], cells[k], apart)
			}
		case PalindromeLine:
			for k := range n / 2 {
				cr.relate(cells[k], cells[n-1-k], equalDigits)
			}
		case EntropicLine, ModularLine:
			cls, m := lineClasses(lineModulus(l))
			same := func(x, y int) bool { return classOf(&cls, x) == classOf(&cls, y) }
			differ := func(x, y int) bool { return !same(x, y) }
			for i := range n {
				for j := i + 1; j < n && j <= i+m; j++ {
					if j == i+m {
						cr.relate(cells[i], cells[j], same)
					} else {
						cr.relate(cells[i], cells[j], differ)
					}
				}
			}
		}
	}
	for _, cl := range rs.Clones {
		for k, a := range cl.A {
			cr.relate(a, cl.B[k], equalDigits)
		}
	}
	rs.compileWindows(cr)
}

// equalDigits is the relation of cells that hold the same digit.
func equalDigits(x, y int) bool { return x == y }

// compileWindows adds a window constraint over the first cells of each
// entropic or modular line with a whole window. Its argument is the
// modulus, 0 for entropic.
func (rs *Rules) compileWindows(cr *ruleset) {
	for _, l := range rs.Lines {
		if l.Kind != EntropicLine && l.Kind != ModularLine {
			continue
		}
		mod := lineModulus(l)
		if _, m := lineClasses(mod); len(l.Cells) >= m {
			cr.add(conWindow, l.Cells[:m], nil, int32(mod))
		}
	}
}

// windowClasses[m] are the classes of the window constraint with
// argument m (lineClasses).
var windowClasses = makeWindowClasses()

func makeWindowClasses() (t [10][9]uint16) {
	for m := range 10 {
		if m != 1 {
			t[m], _ = lineClasses(m)
		}
	}
	return t
}

// runWindow applies a window of an entropic or modular line: its cells
// hold one digit of each class of windowClasses[m], one class each. A
// class no cell can hold is a contradiction; a class one cell alone can
// hold goes there.
func (e *vengine) runWindow(cells []uint8, m int32) bool {
	cls := &windowClasses[m]
	for _, cl := range cls[:len(cells)] {
		at := e.onlyPlace(cells, cl)
		switch {
		case at == -1:
			return false
		case at >= 0:
			if c := cells[at]; e.m[c]&^cl != 0 && !e.restrict(c, cl) {
				return false
			}
		}
	}
	return true
}
