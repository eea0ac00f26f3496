package sudoku

import "strings"

// bugText explains the BUG types 2, 3 and 4: the BUG cells, whose extra
// digits are in the pattern as pivots, and how the step uses them.
func (s Step) bugText() string {
	bug := s.cells(RolePivot)
	named := make([]string, len(bug))
	for i, c := range bug {
		named[i] = s.marked(c)
	}
	text := "without their extra digits the cells " + joinAnd(named) +
		" would leave every empty cell two candidates and every digit two " +
		"places in each house, which would give two solutions"
	extra := s.digits(RolePivot)
	switch s.Technique {
	case BUGType2:
		return text + ", so one of them holds " + joinDigits(extra) +
			", and the cells that see them all lose it"
	case BUGType3:
		if h, ok := s.firstHouse(RoleBase); ok {
			return text + ", so one of them holds " + joinOr(extra) +
				", and they form a naked subset with " + joinCells(s.cells(RoleBase)) +
				" in " + houseName(h)
		}
	case BUGType4:
		if h, ok := s.firstHouse(RoleBase); ok {
			v := digitName(s.firstHouseDigit())
			return text + ", so one of them holds its extra digit; " + v +
				" can only go in those two cells in " + houseName(h) +
				", so each holds its extra digit or " + v
		}
	}
	return text
}

// joinOr lists the digits of m as alternatives: "4", "4 or 7", "2, 4 or 7".
func joinOr(m Digits) string {
	var words []string
	for d := uint8(1); d <= 9; d++ {
		if m&(1<<(d-1)) != 0 {
			words = append(words, digitName(d))
		}
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}
