// Invert a Binary Tree, function mode: visit every node with an explicit stack of shared
// pointers and exchange its two children in place. O(n).

// Definition for a binary tree node.
// #[derive(Debug, PartialEq, Eq)]
// pub struct TreeNode {
//   pub val: i32,
//   pub left: Option<Rc<RefCell<TreeNode>>>,
//   pub right: Option<Rc<RefCell<TreeNode>>>,
// }
//
// impl TreeNode {
//   #[inline]
//   pub fn new(val: i32) -> Self {
//     TreeNode {
//       val,
//       left: None,
//       right: None
//     }
//   }
// }
use std::rc::Rc;
use std::cell::RefCell;
impl Solution {
    pub fn invert_tree(root: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> {
        let mut stack: Vec<Rc<RefCell<TreeNode>>> = root.iter().cloned().collect();
        while let Some(node) = stack.pop() {
            let mut node = node.borrow_mut();
            let node = &mut *node;
            std::mem::swap(&mut node.left, &mut node.right);
            if let Some(left) = &node.left {
                stack.push(Rc::clone(left));
            }
            if let Some(right) = &node.right {
                stack.push(Rc::clone(right));
            }
        }
        root
    }
}
