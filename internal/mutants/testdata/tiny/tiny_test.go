package tiny

import "testing"

func TestMax(t *testing.T) {
	if Max(1, 2) != 2 || Max(3, 2) != 3 || Max(2, 2) != 2 {
		t.Error("Max is wrong")
	}
}

func TestSign(t *testing.T) {
	if Sign(-1) != "negative" || Sign(0) != "zero" || Sign(1) != "positive" {
		t.Error("Sign is wrong")
	}
}

func TestTriangle(t *testing.T) {
	if Triangle(3) != 6 {
		t.Error("Triangle is wrong")
	}
}

func TestJoin(t *testing.T) {
	if Join("a", "b") != "a b" {
		t.Error("Join is wrong")
	}
}
